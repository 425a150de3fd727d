import type { ReactNode } from 'react';
import { Breadcrumbs } from '../breadcrumbs/breadcrumbs';
import { Button } from '../../ui/button';
import { Container } from '../../ui/container';
import { Heading } from '../../ui/heading';
import styles from './payment-info.module.css';

interface PaymentInfoPageProps {
  heading: string;
  lead: string;
  steps: readonly string[];
  /** "$50.00 to $2,000.00" from the payment configuration, or null when it is not offered now. */
  range: string | null;
  provider: string;
  children?: ReactNode;
}

/**
 * A payment provider's information page (document 2 section 2): what it is, how it works in steps,
 * and the order totals it is offered for now, read from the payment configuration on each request.
 */
export function PaymentInfoPage({ heading, lead, steps, range, provider, children }: PaymentInfoPageProps) {
  return (
    <Container className={styles.page}>
      <Breadcrumbs trail={[{ name: heading, uri: '' }]} />
      <article className={styles.article}>
        <Heading level={1}>{heading}</Heading>
        <p className={styles.lead}>{lead}</p>
        <section aria-labelledby="how-it-works">
          <Heading level={2} id="how-it-works">
            How it works
          </Heading>
          <ol className={styles.steps}>
            {steps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        </section>
        <section aria-labelledby="range">
          <Heading level={2} id="range">
            Which orders
          </Heading>
          {range ? (
            <p className={styles.range}>
              {provider} is available at checkout for orders from <strong>{range}</strong>.
            </p>
          ) : (
            <p className={styles.range}>{provider} is not available at checkout at the moment.</p>
          )}
          {children}
        </section>
        <p>
          <Button href="/customer/checkout" colour="secondary">
            Go to checkout
          </Button>
        </p>
      </article>
    </Container>
  );
}
