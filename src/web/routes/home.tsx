import type { Store } from '../../contracts/places';
import { rootDataFromMatches, useRootData } from '../shared/root-data';
import { categoryTiles, CategoryTiles } from '../features/home/category-tiles';
import { heroScene, HomeHero } from '../features/home/home-hero';
import { SaleBanner, saleEndLabel } from '../features/home/sale-banner';
import { useVariant } from '../features/variant-tests/use-variant';
import { HOME_HERO_TEST, ORIGINAL_BUCKET } from '../../domain/variant-buckets';
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
  const [sale, stores, geo, navbar] = await Promise.all([
    context.api.get('/api/promotion/sale/'),
    context.api.get('/api/store'),
    context.api.get('/api/geo'),
    context.api.get('/api/navbar/'),
  ]);
  // The visitor's own store leads, then the others of their state, then the rest.
  const mine = geo.ok ? geo.data?.store?.id : undefined;
  const all = (stores.ok && stores.data) || [];
  const state = all.find((s) => s.id === mine)?.state;
  const rank = (s: Store) => (s.id === mine ? 0 : s.state === state ? 1 : 2);
  const featured = [...all].sort((a, b) => rank(a) - rank(b));
  const currentSale = sale.ok && sale.data?.isSaleOn ? sale.data : null;
  return {
    sale: currentSale,
    saleEnds: currentSale ? saleEndLabel(currentSale, context.brand.locale, context.brand.timeZone) : null,
    featuredStores: featured.slice(0, FEATURED_STORE_COUNT),
    categories: navbar.ok && navbar.data ? categoryTiles(navbar.data.mainNav) : [],
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
  const { sale, saleEnds, featuredStores, categories } = loaderData;
  // The server renders the original hero; the visitor's bucket applies once the browser knows it (document 1 section 4).
  const heroLayout = useVariant(HOME_HERO_TEST);
  return (
    <>
      {root ? <JsonLd data={siteStructuredData(root.brand, root.publicUrl)} /> : null}
      {root ? <HomeHero brand={root.brand} layout={heroLayout ?? ORIGINAL_BUCKET} /> : null}
      <Container className={styles.sections}>
        {sale ? <SaleBanner sale={sale} endsLabel={saleEnds} /> : null}
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
