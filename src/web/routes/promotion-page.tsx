import { ListingEmpty } from '../features/listing/listing-empty';
import { pagedTitle } from '../features/listing/listing-meta';
import { ListingView } from '../features/listing/listing-view';
import { loadListing, requestState, tileOptions } from '../features/listing/load-listing.server';
import { promotionView } from '../features/promotions/promotion-view';
import { notFoundMeta, pageMeta } from '../features/seo/page-meta';
import { LandingBannerButtons } from '../features/landing-banner/landing-banner-buttons';
import type { MastheadButton } from '../features/landing-banner/landing-banner-config';
import styles from './promotion-page.module.css';
import type { Route } from './+types/promotion-page';

export async function loader({ context, params, url }: Route.LoaderArgs) {
  const state = requestState(url);
  // The promotion call answers the offer and a page of its eligible products with facets: one call.
  const page = await loadListing(
    context,
    url,
    (query) => context.api.get('/api/promotion/{path}', { params: { path: params.uri }, query }),
    state,
  );
  return { state, page, promotion: promotionView(page.promotion, context.brand.timeZone, context.now()), tile: tileOptions(context) };
}

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) => {
  if (!loaderData) return notFoundMeta({ matches, location });
  const { promotion, state } = loaderData;
  return pageMeta(matches, {
    title: pagedTitle(promotion.title, state.page),
    description: promotion.description.slice(0, 155),
    pathname: promotion.uri,
    image: promotion.thumbnailImg,
    page: state.page,
  });
};

/** Narrowing the eligible products straight from the offer: the mobile refine panel, or the sidebar on wider screens. */
const REFINE_BUTTON: MastheadButton[] = [{ type: 'refine', txt: 'Refine eligible products' }];

export default function PromotionPage({ loaderData }: Route.ComponentProps) {
  const { state, page, promotion, tile } = loaderData;
  const intro = (
    <div className={styles.offer}>
      <img className={styles.banner} src={promotion.thumbnailImg} alt="" width={1200} height={600} />
      <div className={styles.details}>
        {promotion.rewardLabel ? <p className={styles.reward}>{promotion.rewardLabel}</p> : null}
        <p className={styles.description}>{promotion.description}</p>
        {promotion.status === 'ended' ? (
          <p className={styles.ended}>This offer has ended.</p>
        ) : promotion.status === 'upcoming' ? (
          <p className={styles.ends}>This offer has not started yet.</p>
        ) : promotion.offerEnds ? (
          <p className={styles.ends}>{promotion.offerEnds}</p>
        ) : null}
        {page.totalCount > 0 ? <LandingBannerButtons buttons={REFINE_BUTTON} /> : null}
      </div>
    </div>
  );
  return (
    <ListingView
      trail={[
        { name: 'Promotions', uri: '/promotions' },
        { name: promotion.title, uri: '' },
      ]}
      heading={promotion.title}
      intro={intro}
      pathname={promotion.uri}
      state={state}
      page={page}
      tile={tile}
      groups={{ brands: true, prices: true, categories: true }}
      empty={<ListingEmpty title="No eligible products" text="No products are part of this offer at the moment." />}
    />
  );
}
