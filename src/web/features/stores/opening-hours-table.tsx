import type { Store } from '../../../contracts/places';
import { formatClockTime } from '../../../domain/store-hours';
import styles from './opening-hours-table.module.css';
import visuallyHidden from '../../ui/visually-hidden.module.css';

/** openTimes is indexed Monday = 0 … Sunday = 6 (document 1 section 3). */
const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;

function hoursText(day: Store['openTimes'][number]): string {
  if (!day.isOpen) return 'Closed';
  if (day.openTime && day.closeTime) return `${formatClockTime(day.openTime)} – ${formatClockTime(day.closeTime)}`;
  return day.closeTime ? `Until ${formatClockTime(day.closeTime)}` : 'Open';
}

interface OpeningHoursTableProps {
  openTimes: Store['openTimes'];
  /** Today's weekday in the store's time zone, computed by the loader so server and browser agree. */
  todayIndex: number;
}

export function OpeningHoursTable({ openTimes, todayIndex }: OpeningHoursTableProps) {
  return (
    <table className={styles.table}>
      <caption className={styles.caption}>Opening hours</caption>
      <thead className={visuallyHidden.hidden}>
        <tr>
          <th scope="col">Day</th>
          <th scope="col">Hours</th>
        </tr>
      </thead>
      <tbody>
        {WEEKDAYS.map((weekday, index) => {
          const day = openTimes[index];
          const isToday = index === todayIndex;
          return (
            <tr key={weekday} className={isToday ? styles.today : undefined} aria-current={isToday ? 'date' : undefined}>
              <th scope="row">
                {weekday}
                {isToday ? <span className={styles.todayTag}> (today)</span> : null}
              </th>
              <td>{day ? hoursText(day) : 'Closed'}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
