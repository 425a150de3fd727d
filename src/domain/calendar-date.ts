/**
 * Calendar days of the shop. A day ("2026-11-21") means that day on the shop's clock, in the
 * shop's (or a store's) time zone, never the server's and never UTC. date-fns and @date-fns/tz do
 * the calendar arithmetic; nothing here counts milliseconds or month lengths by hand.
 */
import { TZDate } from '@date-fns/tz';
// lightFormat and isExists rather than format and parse: those bring date-fns's locale tables
// (about 12 kB gzip) into every page that prints a price or a store's hours.
import { addYears, isExists, lightFormat } from 'date-fns';
import { FOUNDED_YEAR } from './years-in-business';

/** Four-digit year, month and day, leading zeros optional: "2026-11-21", "2026-1-5". */
const CALENDAR_DATE_SHAPE = /^\d{4}-\d{1,2}-\d{1,2}$/;

/** No date the storefront deals with is older than the shop. */
export const EARLIEST_YEAR = FOUNDED_YEAR;

/** The day in ISO form ("2026-01-05") when `value` names a real calendar day, otherwise null ("2026-02-30"). */
export function parseCalendarDate(value: string): string | null {
  if (!CALENDAR_DATE_SHAPE.test(value)) return null;
  const [year, month, date] = value.split('-').map(Number) as [number, number, number];
  if (year < EARLIEST_YEAR || !isExists(year, month - 1, date)) return null;
  return lightFormat(new Date(year, month - 1, date), 'yyyy-MM-dd');
}

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

/** A calendar day in the words of `locale`, e.g. ("2026-11-21", "en-AU", { month: "short" … }) -> "21 Nov 2026". */
export function formatCalendarDate(day: string, locale: string, options: Intl.DateTimeFormatOptions): string {
  // The day's start in UTC, formatted in UTC: the printed day is the named one wherever the code runs.
  return new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' }).format(startOfCalendarDate(day, 'UTC'));
}

/** An instant in a date-fns lightFormat pattern (digits only, such as 'dd/MM/yyyy') on the clock of `timeZone`. */
export function formatInTimeZone(instant: Date, timeZone: string, pattern: string): string {
  return lightFormat(inTimeZone(instant, timeZone), pattern);
}
