import type { ReactNode } from 'react';
import styles from './screen-only.module.css';

/**
 * What is for the screen only and left off a printed page (the print style sheet): announcements,
 * floating launchers and trays, pop-ups. It adds no box of its own on screen.
 */
export function ScreenOnly({ children }: { children: ReactNode }) {
  return <div className={styles.screenOnly}>{children}</div>;
}
