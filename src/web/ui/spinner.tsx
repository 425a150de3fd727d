import styles from './spinner.module.css';

/** A decorative spinner: pair it with text or a status that says what is awaited. */
export function Spinner({ large = false }: { large?: boolean }) {
  return <span className={large ? `${styles.spinner} ${styles.large}` : styles.spinner} aria-hidden="true" />;
}
