import { data } from 'react-router';
import { pageMeta } from '../features/seo/page-meta';
import { loadStoreOr404 } from '../features/stores/load-store.server';
import { Button } from '../ui/button';
import { Container } from '../ui/container';
import { Heading } from '../ui/heading';
import styles from './virtual-tour-store.module.css';
import type { Route } from './+types/virtual-tour-store';
import { storePath } from '../../domain/page-paths';

export async function loader({ context, params, url }: Route.LoaderArgs) {
  const store = await loadStoreOr404(context, url, params.storeUri);
  // A store without a tour has no tour page.
  if (!store.virtualTourId) throw data(null, { status: 404 });
  return { store: { name: store.name, storeUri: store.storeUri, virtualTourId: store.virtualTourId } };
}

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) =>
  pageMeta(matches, {
    title: loaderData ? `${loaderData.store.name} Virtual Tour` : 'Virtual Tour',
    description: loaderData ? `Walk through ${loaderData.store.name} from home.` : 'Virtual store tour',
    pathname: location.pathname,
  });

export default function VirtualTourStorePage({ loaderData }: Route.ComponentProps) {
  const { store } = loaderData;
  return (
    <Container className={styles.page}>
      <Heading level={1}>Virtual Tour</Heading>
      <p className={styles.storeName}>{store.name}</p>
      <div className={styles.stage} role="img" aria-label={`Virtual tour ${store.virtualTourId} of ${store.name}`}>
        <p>The 360° tour of this showroom opens here.</p>
      </div>
      <Button href={storePath(store.storeUri)} colour="tertiary">
        Back to store details
      </Button>
    </Container>
  );
}
