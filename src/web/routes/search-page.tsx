import { Link } from '../ui/link';
import type { SearchPage } from '../../contracts/search';
import { sanitiseSearchTerm, SEARCH_TERM_MAX_CHARS, SEARCH_TERM_MIN_CHARS } from '../../domain/search-term';
import { pagedTitle } from '../features/listing/listing-meta';
import { ListingView } from '../features/listing/listing-view';
import { loadListing, requestState, tileOptions } from '../features/listing/load-listing.server';
import { SearchEmpty } from '../features/listing/search-empty';
import { searchPath } from '../../domain/page-paths';
import { pageMeta } from '../features/seo/page-meta';
import styles from './search-page.module.css';
import type { Route } from './+types/search-page';

const EMPTY_FACETS = { brands: [], categories: [], priceRanges: [] };

export async function loader({ context, params, url }: Route.LoaderArgs) {
  const term = sanitiseSearchTerm(params.term ?? '').slice(0, SEARCH_TERM_MAX_CHARS);
  const state = requestState(url);
  const tile = tileOptions(context);
  if (term.length < SEARCH_TERM_MIN_CHARS) {
    // Too short for the search service: the page explains instead of asking.
    const page: SearchPage = {
      products: [],
      totalCount: 0,
      page: 1,
      pageSize: 24,
      sort: state.sort,
      facets: EMPTY_FACETS,
      searchTerm: term,
      correctedTerm: null,
    };
    return { term, tooShort: true, state, page, tile };
  }
  const page = await loadListing(
    context,
    url,
    (query) => context.api.get('/api/v2/sitesearch/{type}/{term}', { params: { type: 'f', term }, query }),
    state,
  );
  return { term, tooShort: false, state, page, tile };
}

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) =>
  pageMeta(matches, {
    title: pagedTitle(loaderData ? `Search results for “${loaderData.term}”` : 'Search results', loaderData?.state.page ?? 1),
    description: loaderData ? `Products matching “${loaderData.term}”.` : 'Products matching your search.',
    pathname: loaderData ? searchPath(loaderData.term) : location.pathname,
    page: loaderData?.state.page,
    // Result pages are endless and thin: never indexed (the categories and brands are).
    noIndex: true,
  });

export default function SearchResultsPage({ loaderData }: Route.ComponentProps) {
  const { term, tooShort, state, page, tile } = loaderData;
  const corrected = page.correctedTerm;
  return (
    <ListingView
      trail={[{ name: `Search results for “${term}”`, uri: '' }]}
      heading={
        <>
          Results for <span className={styles.term}>“{term}”</span>
        </>
      }
      intro={
        corrected ? (
          <p className={styles.corrected}>
            Did you mean <Link to={searchPath(corrected)}>{corrected}</Link>? We’re showing results for “{corrected}”.
          </p>
        ) : null
      }
      pathname={searchPath(term)}
      state={state}
      page={page}
      tile={tile}
      groups={{ brands: true, prices: true, categories: true }}
      relevanceLabel="Best match"
      empty={<SearchEmpty term={term} tooShort={tooShort} />}
    />
  );
}
