import type { ReactNode } from 'react';
import styles from './modal-error.module.css';

/**
 * An error banner inside a modal (document 1 section 4): announced when it appears and dismissed on
 * its own with the 'Close Error Message' control, leaving the modal open. The owner keeps the message
 * and clears it in `onClose`.
 */
export function ModalError({ children, onClose }: { children: ReactNode; onClose: () => void }) {
  return (
    <div role="alert" className={styles.banner}>
      <div className={styles.message}>{children}</div>
      <button type="button" className={styles.close} aria-label="Close Error Message" onClick={onClose}>
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}
