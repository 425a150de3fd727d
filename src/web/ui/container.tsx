import type { ReactNode } from 'react';
import styles from './container.module.css';

/** Centres content at the shop's maximum width with the page gutters. */
export function Container({ children, className }: { children: ReactNode; className?: string }) {
  return <div className={[styles.container, className].filter(Boolean).join(' ')}>{children}</div>;
}
