import type { ReactNode } from 'react';
import { Container } from '../../ui/container';
import { Heading } from '../../ui/heading';
import styles from './identity-form.module.css';

/** The frame of every identity page: the page's heading, a sentence on what it is for, the form. */
export function IdentityPage({ heading, intro, children }: { heading: string; intro?: ReactNode; children: ReactNode }) {
  return (
    <Container className={styles.page}>
      <div className={styles.column}>
        <Heading level={1}>{heading}</Heading>
        {intro ? <p className={styles.intro}>{intro}</p> : null}
        {children}
      </div>
    </Container>
  );
}
