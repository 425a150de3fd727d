import { Button } from '../../ui/button';
import { Container } from '../../ui/container';
import { Heading } from '../../ui/heading';
import styles from './error-page.module.css';

/** The friendly error page: not-found for 404s, a generic apology for everything else. */
export function ErrorPage({ status }: { status: number }) {
  const notFound = status === 404;
  return (
    <Container className={styles.page}>
      <p className={styles.status} aria-hidden="true">
        {status}
      </p>
      <Heading level={1}>{notFound ? 'Page not found' : 'Something went wrong'}</Heading>
      <p className={styles.text}>
        {notFound
          ? "Sorry, we couldn't find the page you were looking for. It may have moved, or the address may be mistyped."
          : 'Sorry, we could not show this page just now. Please try again in a moment.'}
      </p>
      <div className={styles.actions}>
        <Button href="/">Back to home</Button>
        <Button href="/products" colour="tertiary">
          Search products
        </Button>
      </div>
    </Container>
  );
}
