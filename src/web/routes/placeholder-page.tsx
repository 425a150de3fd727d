import { useMatches } from 'react-router';
import { routeTableMeta } from '../features/seo/page-meta';
import { currentRouteEntry } from '../route-table';
import { Button } from '../ui/button';
import { Container } from '../ui/container';
import { Heading } from '../ui/heading';
import styles from './placeholder-page.module.css';
import type { Route } from './+types/placeholder-page';

export const meta: Route.MetaFunction = (args) => routeTableMeta(args);

/**
 * Serves the routes whose features arrive in later issues: each shows its own heading and what
 * the page is for, inside the full frame, so every address of the route table already works.
 */
export default function PlaceholderPage() {
  const entry = currentRouteEntry(useMatches());
  return (
    <Container className={styles.page}>
      <Heading level={1}>{entry?.heading ?? 'Page'}</Heading>
      <p className={styles.summary}>{entry?.summary}</p>
      <div className={styles.actions}>
        <Button href="/stores" colour="secondary">
          Find a store
        </Button>
        <Button href="/" colour="tertiary">
          Back to home
        </Button>
      </div>
    </Container>
  );
}
