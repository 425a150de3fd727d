import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import {
  addDaysToDay,
  addMonthsToMonth,
  calendarGrid,
  canViewPreviousMonth,
  dateAfterClick,
  formatDayName,
  formatMonthHeading,
  formatSelectedDate,
  monthOf,
  type CalendarDay,
  type DeliveryDay,
} from '../../../../domain/delivery-calendar';
import { useMoneyFormat } from '../../../shared/money';
import { VisuallyHidden } from '../../../ui/visually-hidden';
import styles from './delivery-section.module.css';

interface DeliveryCalendarProps {
  days: readonly DeliveryDay[];
  selectedDate: string | null;
  today: string;
  loading: boolean;
  onSelect(day: string): void;
}

const WEEKDAYS = [
  ['Mon', 'Monday'],
  ['Tue', 'Tuesday'],
  ['Wed', 'Wednesday'],
  ['Thu', 'Thursday'],
  ['Fri', 'Friday'],
  ['Sat', 'Saturday'],
  ['Sun', 'Sunday'],
] as const;

/** Arrow keys move a day or a week, Home and End to the week's ends, Page Up and Down a month. */
function dayAfterKey(day: string, key: string): string | null {
  const weekday = (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7;
  const moves: Record<string, () => string> = {
    ArrowLeft: () => addDaysToDay(day, -1),
    ArrowRight: () => addDaysToDay(day, 1),
    ArrowUp: () => addDaysToDay(day, -7),
    ArrowDown: () => addDaysToDay(day, 7),
    Home: () => addDaysToDay(day, -weekday),
    End: () => addDaysToDay(day, 6 - weekday),
    PageUp: () => `${addMonthsToMonth(monthOf(day), -1)}-01`,
    PageDown: () => `${addMonthsToMonth(monthOf(day), 1)}-01`,
  };
  return moves[key]?.() ?? null;
}

function dayName(day: CalendarDay): string {
  const parts = [formatDayName(day.date)];
  if (day.isToday) parts.push('today');
  parts.push(day.isAvailable ? day.label.replace(/^TODAY - /, '') : 'unavailable');
  if (day.isCheapest) parts.push('cheapest delivery this month');
  return parts.join(', ');
}

/**
 * The delivery calendar (document 2 section 2): a month grid from Monday, the previous month
 * disabled at the current month, each day with its label, and beyond the spec the cheapest day of
 * the month marked with a star and said in its name. The grid is one tab stop; arrows move in it.
 */
export function DeliveryCalendar({ days, selectedDate, today, loading, onSelect }: DeliveryCalendarProps) {
  const id = useId();
  const money = useMoneyFormat();
  const [month, setMonth] = useState(monthOf(selectedDate ?? today));
  const [focused, setFocused] = useState<string | null>(null);
  const grid = useRef<HTMLTableElement>(null);
  const cells = calendarGrid({ month, days, today, selected: selectedDate, money });
  const inMonth = cells.filter((cell) => cell.isViewedMonth);
  const tabStop =
    inMonth.find((cell) => cell.date === focused) ??
    inMonth.find((cell) => cell.isSelected) ??
    inMonth.find((cell) => cell.isAvailable) ??
    inMonth[0];
  const hasCheapest = cells.some((cell) => cell.isCheapest);

  // A date chosen on load (or restored) may be in another month: show it.
  useEffect(() => {
    if (selectedDate) setMonth(monthOf(selectedDate));
  }, [selectedDate]);

  // Only an arrow key moves focus. Asked by the key rather than by where focus is now: a move into
  // another month unmounts the day that had focus (it becomes an empty cell of the new month).
  const focusMovedByKey = useRef(false);
  useEffect(() => {
    if (!focused || !focusMovedByKey.current) return;
    focusMovedByKey.current = false;
    grid.current?.querySelector<HTMLElement>(`[data-date="${focused}"]`)?.focus();
  }, [focused, month]);

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>, day: string) {
    const target = dayAfterKey(day, event.key);
    if (!target) return;
    event.preventDefault();
    // Never before the current month (its previous arrow is disabled too). A key that stays on the
    // day (Home on a Monday) moves nothing, so it must not leave a move pending for a later render.
    if (target === day || monthOf(target) < monthOf(today)) return;
    focusMovedByKey.current = true;
    setMonth(monthOf(target));
    setFocused(target);
  }

  if (loading) {
    return (
      <div className={styles.calendarLoading} role="status">
        Loading delivery dates…
      </div>
    );
  }
  const weeks = Array.from({ length: 6 }, (_, week) => cells.slice(week * 7, week * 7 + 7));
  return (
    <div className={styles.calendar}>
      <div className={styles.monthBar}>
        <button
          type="button"
          className={styles.monthArrow}
          aria-label="Previous month"
          disabled={!canViewPreviousMonth(month, today)}
          onClick={() => setMonth(addMonthsToMonth(month, -1))}
        >
          ‹
        </button>
        <p id={`${id}-month`} className={styles.monthHeading} aria-live="polite">
          {formatMonthHeading(month)}
        </p>
        <button type="button" className={styles.monthArrow} aria-label="Next month" onClick={() => setMonth(addMonthsToMonth(month, 1))}>
          ›
        </button>
      </div>
      <table ref={grid} role="grid" className={styles.grid} aria-labelledby={`${id}-month`}>
        <thead>
          <tr>
            {WEEKDAYS.map(([short, full]) => (
              <th key={short} scope="col" abbr={full}>
                {short}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week[0]?.date}>
              {week.map((cell) =>
                cell.isViewedMonth ? (
                  <td key={cell.date}>
                    <button
                      type="button"
                      data-date={cell.date}
                      className={styles.day}
                      data-available={cell.isAvailable}
                      data-selected={cell.isSelected}
                      data-today={cell.isToday}
                      data-cheapest={cell.isCheapest}
                      tabIndex={cell.date === tabStop?.date ? 0 : -1}
                      aria-label={dayName(cell)}
                      aria-pressed={cell.isSelected}
                      aria-disabled={!cell.isAvailable}
                      onFocus={() => setFocused(cell.date)}
                      onKeyDown={(event) => onKeyDown(event, cell.date)}
                      onClick={() => {
                        const chosen = dateAfterClick(cell);
                        if (chosen) onSelect(chosen);
                      }}
                    >
                      <span className={styles.dayNumber}>{cell.dayNumber}</span>
                      <span className={styles.dayLabel}>{cell.label}</span>
                      {cell.isCheapest ? (
                        <span className={styles.cheapestMark} aria-hidden="true">
                          ★
                        </span>
                      ) : null}
                    </button>
                  </td>
                ) : (
                  <td key={cell.date} className={styles.outside} />
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
      {hasCheapest ? (
        <p className={styles.legend}>
          <span aria-hidden="true" className={styles.legendStar}>
            ★
          </span>{' '}
          Cheapest delivery this month
        </p>
      ) : null}
      <p className={styles.selected} aria-live="polite">
        {selectedDate ? (
          <>
            Selected delivery date: <strong>{formatSelectedDate(selectedDate)}</strong>
          </>
        ) : (
          <VisuallyHidden>No delivery date selected</VisuallyHidden>
        )}
      </p>
    </div>
  );
}
