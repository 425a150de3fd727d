import { Button } from '../../ui/button';
import { Container } from '../../ui/container';
import { Heading } from '../../ui/heading';
import { errorCopy } from './error-copy';
import styles from './error-page.module.css';

/** The friendly error page: not-found for 404s, what to do next for a refused request, a generic apology for the rest. */
export function ErrorPage({ status }: { status: number }) {
  const copy = errorCopy(status);
  return (
    <Container className={styles.page}>
      <p className={styles.status} aria-hidden="true">
        {status}
      </p>
      <Heading level={1}>{copy.title}</Heading>
      <p className={styles.text}>{copy.text}</p>
      <div className={styles.actions}>
        <Button href="/">Back to home</Button>
        <Button href="/products" colour="tertiary">
          Search products
        </Button>
      </div>
    </Container>
  );
}
