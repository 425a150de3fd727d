import { ListingEmpty } from '../features/listing/listing-empty';
import { subjectListingMeta } from '../features/listing/listing-meta';
import { ListingView } from '../features/listing/listing-view';
import { loadListing, requestState, tileOptions } from '../features/listing/load-listing.server';
import type { Route } from './+types/brand-page';

export async function loader({ context, params, url }: Route.LoaderArgs) {
  const state = requestState(url);
  const page = await loadListing(
    context,
    url,
    (query) => context.api.get('/api/v2/listing', { query: { ...query, brand: params.uri } }),
    state,
  );
  return { state, page, tile: tileOptions(context) };
}

export const meta: Route.MetaFunction = (args) => subjectListingMeta(args);

export default function BrandPage({ loaderData }: Route.ComponentProps) {
  const { state, page, tile } = loaderData;
  return (
    <ListingView
      trail={[
        { name: 'Brands', uri: '/brands' },
        { name: page.subject.name, uri: '' },
      ]}
      heading={page.subject.name}
      pathname={page.subject.uri}
      state={state}
      page={page}
      tile={tile}
      // One brand needs no brand filter; its categories lead to the category pages.
      groups={{ brands: false, prices: true, categories: true }}
      categoryBrand={page.subject.uri.replace(/^\/brands\//, '')}
      empty={<ListingEmpty title="Nothing here yet" text={`We have no ${page.subject.name} products in stock right now.`} />}
    />
  );
}
