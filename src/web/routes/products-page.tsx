import type { ProductPage } from '../../contracts/search';
import { sanitiseSearchTerm, SEARCH_TERM_MIN_CHARS } from '../../domain/search-term';
import { redirectFromTable } from '../features/errors/missing-resource.server';
import { ListingEmpty } from '../features/listing/listing-empty';
import { listingDescription, pagedTitle } from '../features/listing/listing-meta';
import { ListingView } from '../features/listing/listing-view';
import { loadListing, requestState, tileOptions } from '../features/listing/load-listing.server';
import { SearchEmpty } from '../features/listing/search-empty';
import { SearchForm } from '../features/listing/search-form';
import { pageMeta } from '../features/seo/page-meta';
import styles from './products-page.module.css';
import type { Route } from './+types/products-page';

export async function loader({ context, url }: Route.LoaderArgs) {
  // A redirect seeded for an old query address (`/products?category=laundry`) wins over the listing.
  if (url.search) {
    const seeded = await redirectFromTable(context, url);
    if (seeded) throw seeded;
  }
  const state = requestState(url);
  const term = sanitiseSearchTerm(state.q);
  const tile = tileOptions(context);
  // With a term the landing page searches; otherwise it lists the whole range.
  if (term.length >= SEARCH_TERM_MIN_CHARS) {
    const page = await loadListing(
      context,
      url,
      (query) => context.api.get('/api/v2/sitesearch/{type}/{term}', { params: { type: 'f', term }, query }),
      state,
    );
    return { term, state, page: page as ProductPage, correctedTerm: page.correctedTerm, tile };
  }
  const page = await loadListing(context, url, (query) => context.api.get('/api/v2/listing/all', { query }), { ...state, q: '' });
  return { term: '', state: { ...state, q: '' }, page, correctedTerm: null, tile };
}

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) =>
  pageMeta(matches, {
    title: pagedTitle(loaderData?.term ? `Products matching “${loaderData.term}”` : 'Products', loaderData?.state.page ?? 1),
    description: loaderData
      ? listingDescription('appliance and homeware', loaderData.page.facets)
      : 'Search and filter our full range of products.',
    pathname: location.pathname,
    page: loaderData?.state.page,
    noIndex: Boolean(loaderData?.term),
  });

export default function ProductsPage({ loaderData }: Route.ComponentProps) {
  const { term, state, page, correctedTerm, tile } = loaderData;
  return (
    <ListingView
      trail={[{ name: 'Products', uri: '' }]}
      heading="Products"
      intro={
        <div className={styles.intro}>
          <SearchForm defaultValue={term} label="Search all products" />
          {term ? (
            <p className={styles.matching}>
              Showing products matching “{correctedTerm ?? term}”{correctedTerm ? ` (you searched for “${term}”)` : ''}.
            </p>
          ) : null}
        </div>
      }
      pathname="/products"
      state={state}
      page={page}
      tile={tile}
      groups={{ brands: true, prices: true, categories: true }}
      relevanceLabel={term ? 'Best match' : 'Recommended'}
      empty={term ? <SearchEmpty term={term} withForm={false} /> : <ListingEmpty title="No products yet" text="Our range is on its way." />}
    />
  );
}
