import { ListingEmpty } from '../features/listing/listing-empty';
import { pagedTitle } from '../features/listing/listing-meta';
import { ListingView } from '../features/listing/listing-view';
import { loadListing, requestState, tileOptions } from '../features/listing/load-listing.server';
import { SaleIntro } from '../features/sale/sale-intro';
import { notFoundMeta, pageMeta } from '../features/seo/page-meta';
import type { Route } from './+types/sale-page';

/** Where the sale's banners and the home sale block send shoppers (the Sale entity's default url). */
const SALE_PATH = '/sale';

export async function loader({ context, url }: Route.LoaderArgs) {
  const state = requestState(url);
  // One call: the running sale and a page of its products with facets; no sale on is a 404 page.
  const page = await loadListing(context, url, (query) => context.api.get('/api/v2/listing/sale', { query }), state);
  return { state, page, tile: tileOptions(context), locale: context.brand.locale, timeZone: context.brand.timeZone };
}

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) => {
  if (!loaderData) return notFoundMeta({ matches, location });
  const { page, state } = loaderData;
  return pageMeta(matches, {
    title: pagedTitle(page.sale.name, state.page),
    description: `${page.sale.name}: ${page.totalCount} products marked down from their recommended retail price.`,
    pathname: SALE_PATH,
    image: page.sale.images.homePageBanner?.src,
    page: state.page,
  });
};

export default function SalePage({ loaderData }: Route.ComponentProps) {
  const { state, page, tile, locale, timeZone } = loaderData;
  return (
    <ListingView
      trail={[{ name: page.sale.name, uri: '' }]}
      heading={page.sale.name}
      intro={<SaleIntro sale={page.sale} locale={locale} timeZone={timeZone} />}
      pathname={SALE_PATH}
      state={state}
      page={page}
      tile={tile}
      groups={{ brands: true, prices: true, categories: true }}
      empty={<ListingEmpty title="No products on sale" text="Nothing is marked down in this sale at the moment." />}
    />
  );
}
