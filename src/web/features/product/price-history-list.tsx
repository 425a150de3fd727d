import type { PriceHistory } from '../../../contracts/product-detail';
import { formatCalendarDate } from '../../../domain/calendar-day';
import { dollarsToCents } from '../../../domain/money';
import { formatPrice } from '../../../domain/price-display';
import { useMoneyFormat } from '../../shared/money';
import styles from './price-history-list.module.css';

const DAY_FORMAT: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', year: 'numeric' };

/** Past prices, newest first (shown when the PriceHistoryEnabled setting is on). */
export function PriceHistoryList({ history }: { history: PriceHistory }) {
  const money = useMoneyFormat();
  if (history.points.length === 0) return null;
  const points = [...history.points].reverse();
  return (
    <ol className={styles.list}>
      {points.map((point, index) => (
        <li key={point.date} className={styles.item}>
          <time dateTime={point.date}>{formatCalendarDate(point.date, 'en-AU', DAY_FORMAT)}</time>
          <span className={styles.price}>
            {formatPrice(dollarsToCents(point.price), money)}
            {index === 0 ? <span className={styles.now}> (current)</span> : null}
          </span>
        </li>
      ))}
    </ol>
  );
}
