import { LandingBanner } from '../features/landing-banner/landing-banner';
import type { LandingBannerConfig } from '../features/landing-banner/landing-banner-config';
import { ListingEmpty } from '../features/listing/listing-empty';
import { PromotionCard } from '../features/promotions/promotion-card';
import { promotionView } from '../features/promotions/promotion-view';
import { pageMeta } from '../features/seo/page-meta';
import { Container } from '../ui/container';
import { Heading } from '../ui/heading';
import styles from './promotions-page.module.css';
import type { Route } from './+types/promotions-page';

export async function loader({ context }: Route.LoaderArgs) {
  const result = await context.api.get('/api/promotions');
  const now = context.now();
  // The API answers featured offers first, then by end date.
  const promotions = (result.ok ? (result.data ?? []) : []).map((p) => promotionView(p, context.brand.timeZone, now));
  return { featured: promotions.filter((p) => p.featured), others: promotions.filter((p) => !p.featured) };
}

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta(matches, {
    title: 'Promotions',
    description: 'Current offers, bonus gifts and cashback deals on appliances and homewares.',
    pathname: location.pathname,
  });

/** The page's masthead: the offers' story and the two ways on from here, browsing or searching. */
const MASTHEAD: LandingBannerConfig = {
  breadcrumbs: [{ name: 'Promotions', uri: '' }],
  mastheadHeading: 'Promotions',
  mastheadText: 'Current offers, bonus gifts and cashback deals.',
  mastheadBg: '/media/products/lifestyle-kitchen.svg',
  mastheadBtn: [
    { type: 'internal', txt: 'Shop all products', href: '/products' },
    { type: 'search', txt: 'Search for a product' },
  ],
};

export default function PromotionsPage({ loaderData }: Route.ComponentProps) {
  const { featured, others } = loaderData;
  const both = featured.length > 0 && others.length > 0;
  return (
    <Container className={styles.page}>
      <LandingBanner config={MASTHEAD} headingId="promotions-heading" />
      {featured.length + others.length === 0 ? (
        <ListingEmpty
          title="No offers right now"
          text="There are no promotions running at the moment. New offers start often, so check back soon."
        />
      ) : null}
      {[
        { id: 'featured-offers', title: 'Featured offers', list: featured },
        { id: 'more-offers', title: both ? 'More offers' : 'All offers', list: others },
      ]
        .filter((section) => section.list.length > 0)
        .map((section) => (
          <section key={section.id} aria-labelledby={section.id} className={styles.section}>
            <Heading level={2} look={3} id={section.id}>
              {section.title}
            </Heading>
            <ul className={styles.grid}>
              {section.list.map((promotion) => (
                <li key={promotion.path}>
                  <PromotionCard promotion={promotion} />
                </li>
              ))}
            </ul>
          </section>
        ))}
    </Container>
  );
}
