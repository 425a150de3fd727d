import { groupByLetter } from '../features/brands/brand-letters';
import { BrandIndex } from '../features/brands/brand-index';
import { Breadcrumbs } from '../features/breadcrumbs/breadcrumbs';
import { pageMeta } from '../features/seo/page-meta';
import { Container } from '../ui/container';
import { Heading } from '../ui/heading';
import styles from './brand-list-page.module.css';
import type { Route } from './+types/brand-list-page';

export async function loader({ context }: Route.LoaderArgs) {
  const result = await context.api.get('/api/brands');
  // Brands with nothing to sell would lead to an empty page.
  const brands = (result.ok ? (result.data ?? []) : []).filter((b) => b.productCount > 0);
  return { groups: groupByLetter(brands), brandCount: brands.length };
}

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) =>
  pageMeta(matches, {
    title: 'Our Brands',
    description: `Shop ${loaderData?.brandCount ?? 'all'} appliance and homeware brands A to Z, from everyday favourites to premium European names.`,
    pathname: location.pathname,
  });

export default function BrandListPage({ loaderData }: Route.ComponentProps) {
  const { groups, brandCount } = loaderData;
  return (
    <Container className={styles.page}>
      <Breadcrumbs trail={[{ name: 'Brands', uri: '' }]} />
      <Heading level={1} look={2}>
        Our Brands
      </Heading>
      <p className={styles.intro}>{brandCount} brands we stock, A to Z. Choose a brand to see its range.</p>
      <BrandIndex groups={groups} />
    </Container>
  );
}
