import type { ReactNode } from 'react';
import styles from './visually-hidden.module.css';

/** Text for screen readers only, e.g. to make repeated link texts unique or to name a list (by its id). */
export function VisuallyHidden({ children, id }: { children: ReactNode; id?: string }) {
  return (
    <span className={styles.hidden} id={id}>
      {children}
    </span>
  );
}
