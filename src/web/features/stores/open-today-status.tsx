import type { Store } from '../../../contracts/places';
import styles from './open-today-status.module.css';

/** "Open today until 5:30pm" with a coloured dot; the text carries the meaning, not the colour. */
export function OpenTodayStatus({ openToday }: { openToday: Store['openToday'] }) {
  return (
    <p className={`${styles.status} ${styles[openToday.kind]}`}>
      <span className={styles.dot} aria-hidden="true" />
      {openToday.text}
    </p>
  );
}
