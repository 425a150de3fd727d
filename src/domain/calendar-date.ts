/**
 * Calendar days of the shop. A day ("2026-11-21") means that day on the shop's clock, in the
 * shop's (or a store's) time zone, never the server's and never UTC. date-fns and @date-fns/tz do
 * the calendar arithmetic; nothing here counts milliseconds or month lengths by hand.
 */
import { TZDate } from '@date-fns/tz';
// lightFormat rather than format: that brings date-fns's locale tables (about 12 kB gzip) into
// every page that prints a store's hours.
import { addYears, lightFormat } from 'date-fns';
import { parseCalendarDate } from './calendar-day';

// Days as such (no clock, no zone) live in calendar-day, which pages can load without @date-fns/tz.
export { EARLIEST_YEAR, formatCalendarDate, parseCalendarDate } from './calendar-day';

/** The instant seen on the clock of `timeZone` (an IANA zone such as "Australia/Perth"). */
export function inTimeZone(instant: Date | number, timeZone: string): TZDate {
  return new TZDate(typeof instant === 'number' ? instant : instant.getTime(), timeZone);
}

/** The instant a calendar day ("2026-11-21") begins in `timeZone`. */
export function startOfCalendarDate(day: string, timeZone: string): Date {
  const iso = parseCalendarDate(day);
  if (!iso) throw new RangeError(`"${day}" is not a calendar date`);
  const [year, month, date] = iso.split('-').map(Number) as [number, number, number];
  return new Date(new TZDate(year, month - 1, date, timeZone).getTime());
}

/** The calendar day ("2026-11-21") an instant falls on in `timeZone`. */
export function calendarDateIn(instant: Date, timeZone: string): string {
  return lightFormat(inTimeZone(instant, timeZone), 'yyyy-MM-dd');
}

/** The same wall-clock time one calendar year later in `timeZone`; 29 February becomes 28 February. */
export function oneYearLater(instant: Date, timeZone: string): Date {
  return new Date(addYears(inTimeZone(instant, timeZone), 1).getTime());
}

/** Monday = 0 … Sunday = 6, for the calendar day an instant falls on in `timeZone`. */
export function weekdayIndexIn(timeZone: string, instant: Date): number {
  return (inTimeZone(instant, timeZone).getDay() + 6) % 7;
}

/** An instant in a date-fns lightFormat pattern (digits only, such as 'dd/MM/yyyy') on the clock of `timeZone`. */
export function formatInTimeZone(instant: Date, timeZone: string, pattern: string): string {
  return lightFormat(inTimeZone(instant, timeZone), pattern);
}
