import { pageMeta } from '../features/seo/page-meta';
import { StoreCard } from '../features/stores/store-card';
import gridStyles from '../features/stores/store-grid.module.css';
import { groupByState, regionName } from '../features/stores/state-names';
import { Container } from '../ui/container';
import { Heading } from '../ui/heading';
import styles from './stores.module.css';
import type { Route } from './+types/stores';

export async function loader({ context }: Route.LoaderArgs) {
  const res = await context.api.get('/api/store');
  return { stores: res.ok ? (res.data ?? []) : [] };
}

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta(matches, {
    title: 'Our Stores',
    description: 'Find a showroom near you, with opening hours, directions and virtual tours.',
    pathname: location.pathname,
  });

export default function StoresPage({ loaderData }: Route.ComponentProps) {
  const groups = groupByState(loaderData.stores);
  return (
    <Container className={styles.page}>
      <header className={styles.intro}>
        <Heading level={1}>Our Stores</Heading>
        <p className={styles.lead}>Visit a showroom to see appliances in person, talk to our experts and join a cooking demonstration.</p>
      </header>
      {groups.length === 0 ? (
        <p className={styles.empty}>Our store list is being updated. Please check back soon.</p>
      ) : (
        <>
          <nav aria-label="Stores by state" className={styles.jump}>
            <ul>
              {groups.map((group) => (
                <li key={group.state}>
                  <a href={`#state-${group.state.toLowerCase()}`}>{regionName(group.state)}</a>
                </li>
              ))}
            </ul>
          </nav>
          {groups.map((group) => (
            <section key={group.state} aria-labelledby={`state-${group.state.toLowerCase()}`} className={styles.group}>
              <Heading level={2} id={`state-${group.state.toLowerCase()}`}>
                {regionName(group.state)}
                <span className={styles.count}>
                  {' '}
                  · {group.stores.length} {group.stores.length === 1 ? 'store' : 'stores'}
                </span>
              </Heading>
              <ul className={gridStyles.grid}>
                {group.stores.map((store) => (
                  <li key={store.id}>
                    <StoreCard store={store} />
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </>
      )}
    </Container>
  );
}
