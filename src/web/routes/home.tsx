import type { SaleResponse } from '../../contracts/content';
import type { Geo, Store } from '../../contracts/places';
import { rootDataFromMatches, useRootData } from '../features/frame/root-data';
import { CategoryTiles } from '../features/home/category-tiles';
import { heroScene, HomeHero } from '../features/home/home-hero';
import { SaleBanner } from '../features/home/sale-banner';
import { JsonLd } from '../features/seo/json-ld';
import { pageMeta } from '../features/seo/page-meta';
import { siteStructuredData } from '../features/seo/site-structured-data';
import { StoreCard } from '../features/stores/store-card';
import gridStyles from '../features/stores/store-grid.module.css';
import { Button } from '../ui/button';
import { Container } from '../ui/container';
import { Heading } from '../ui/heading';
import styles from './home.module.css';
import type { Route } from './+types/home';

const FEATURED_STORE_COUNT = 3;

export async function loader({ context }: Route.LoaderArgs) {
  const [sale, stores, geo] = await Promise.all([
    context.api.get<SaleResponse>('/api/promotion/sale/'),
    context.api.get<Store[]>('/api/store'),
    context.api.get<Geo>('/api/geo'),
  ]);
  // The visitor's own store leads, then the others of their state, then the rest.
  const mine = geo.data?.store?.id;
  const state = (stores.data ?? []).find((s) => s.id === mine)?.state;
  const rank = (s: Store) => (s.id === mine ? 0 : s.state === state ? 1 : 2);
  const featured = [...(stores.ok ? (stores.data ?? []) : [])].sort((a, b) => rank(a) - rank(b));
  return {
    sale: sale.ok && sale.data?.isSaleOn ? sale.data : null,
    featuredStores: featured.slice(0, FEATURED_STORE_COUNT),
  };
}

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const brand = rootDataFromMatches(matches)?.brand;
  return pageMeta(matches, {
    title: brand?.tagline ?? 'Home',
    description: brand ? `${brand.companyName}: ${brand.tagline}.` : '',
    pathname: location.pathname,
    image: brand ? heroScene(brand) : undefined,
  });
};

export default function HomePage({ loaderData }: Route.ComponentProps) {
  const root = useRootData();
  const categories = root?.navbar?.mainNav ?? [];
  const { sale, featuredStores } = loaderData;
  return (
    <>
      {root ? <JsonLd data={siteStructuredData(root.brand, root.publicUrl)} /> : null}
      {root ? <HomeHero brand={root.brand} /> : null}
      <Container className={styles.sections}>
        {sale && root ? <SaleBanner sale={sale} locale={root.brand.locale} timeZone={root.brand.timeZone} /> : null}
        {categories.length > 0 ? (
          <section aria-labelledby="home-categories">
            <div className={styles.sectionHead}>
              <Heading level={2} id="home-categories">
                Shop by category
              </Heading>
              <Button href="/products" colour="tertiary" size="small">
                All products
              </Button>
            </div>
            <CategoryTiles categories={categories} />
          </section>
        ) : null}
        {featuredStores.length > 0 ? (
          <section aria-labelledby="home-stores">
            <div className={styles.sectionHead}>
              <Heading level={2} id="home-stores">
                Visit a showroom
              </Heading>
              <Button href="/stores" colour="tertiary" size="small">
                All stores
              </Button>
            </div>
            <ul className={gridStyles.grid}>
              {featuredStores.map((store) => (
                <li key={store.id}>
                  <StoreCard store={store} />
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </Container>
    </>
  );
}
