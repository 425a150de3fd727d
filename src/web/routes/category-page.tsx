import { categoryTrail } from '../features/listing/category-trail';
import { ListingEmpty } from '../features/listing/listing-empty';
import { subjectListingMeta } from '../features/listing/listing-meta';
import { ListingView } from '../features/listing/listing-view';
import { loadListing, requestState, tileOptions } from '../features/listing/load-listing.server';
import type { Route } from './+types/category-page';

export async function loader({ context, params, url }: Route.LoaderArgs) {
  const uri = (params['*'] ?? '').replace(/\/+$/, '').toLowerCase();
  const state = requestState(url);
  // The trail is named from the navigation on the server: pages no longer carry its subcategories.
  const navbarCall = context.api.get('/api/navbar/').catch(() => null);
  const page = await loadListing(
    context,
    url,
    (query) => context.api.get('/api/v2/listing', { query: { ...query, category: uri } }),
    state,
  );
  const navbar = await navbarCall;
  const trail = categoryTrail(page.subject.uri, page.subject.name, navbar?.ok ? navbar.data : null);
  return { state, page, tile: tileOptions(context), trail };
}

export const meta: Route.MetaFunction = (args) => subjectListingMeta(args);

export default function CategoryPage({ loaderData }: Route.ComponentProps) {
  const { state, page, tile, trail } = loaderData;
  return (
    <ListingView
      trail={trail}
      heading={page.subject.name}
      pathname={page.subject.uri}
      state={state}
      page={page}
      tile={tile}
      groups={{ brands: true, prices: true, categories: true }}
      currentCategory={page.subject.uri.replace(/^\/c\//, '')}
      empty={<ListingEmpty title="Nothing here yet" text={`There are no products in ${page.subject.name} right now.`} />}
    />
  );
}
