import type { ReactNode } from 'react';
import { Button } from '../../ui/button';
import styles from './listing-empty.module.css';

/** The empty state of a listing: what happened and where to go next. */
export function ListingEmpty({ title, text, children }: { title: string; text: string; children?: ReactNode }) {
  return (
    <section className={styles.empty} aria-labelledby="listing-empty">
      <h2 id="listing-empty" className={styles.title}>
        {title}
      </h2>
      <p className={styles.text}>{text}</p>
      {children}
      <div className={styles.actions}>
        <Button href="/products" colour="primary">
          Browse all products
        </Button>
        <Button href="/" colour="tertiary">
          Back to home
        </Button>
      </div>
    </section>
  );
}
