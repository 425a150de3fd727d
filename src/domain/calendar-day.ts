/**
 * Calendar days as such ("2026-11-21"): no clock and no time zone, so this module needs only
 * date-fns's plain helpers and Intl. Pages that print a day (the price history) load it without
 * the time-zone library that calendar-date brings for days on the shop's clock.
 */
// lightFormat and isExists rather than format and parse: those bring date-fns's locale tables
// (about 12 kB gzip) into every page that prints a price or a store's hours.
import { isExists, lightFormat } from 'date-fns';
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

const LONG_MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
/** Short month names as the flavours' locales print them (CLDR's; a test holds them to Intl's). */
const SHORT_MONTHS: Record<string, readonly string[]> = {
  'en-AU': ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'June', 'July', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'],
  'en-NZ': ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'],
};

/**
 * "21 Nov 2026", "21 Nov" or "21 November 2026" in the flavours' locales, written out: the
 * browser's first Intl formatter loads its locale data (50 to 90 ms on a phone) and the product
 * page prints its price history while it hydrates. Null for any other locale or shape (Intl's).
 */
function ownWords(locale: string, options: Intl.DateTimeFormatOptions, year: number, month: number, date: number): string | null {
  const { day, month: monthStyle, year: yearStyle, ...others } = options;
  const shortMonths = SHORT_MONTHS[locale];
  const plain = day === 'numeric' && (yearStyle === undefined || yearStyle === 'numeric') && Object.keys(others).length === 0;
  if (!shortMonths || !plain || (monthStyle !== 'short' && monthStyle !== 'long')) return null;
  const name = (monthStyle === 'short' ? shortMonths : LONG_MONTHS)[month - 1];
  return yearStyle ? `${date} ${name} ${year}` : `${date} ${name}`;
}

/** A calendar day in the words of `locale`, e.g. ("2026-11-21", "en-AU", { month: "short" … }) -> "21 Nov 2026". */
export function formatCalendarDate(day: string, locale: string, options: Intl.DateTimeFormatOptions): string {
  const iso = parseCalendarDate(day);
  if (!iso) throw new RangeError(`"${day}" is not a calendar date`);
  const [year, month, date] = iso.split('-').map(Number) as [number, number, number];
  const written = ownWords(locale, options, year, month, date);
  if (written !== null) return written;
  // The day's start in UTC, formatted in UTC: the printed day is the named one wherever the code runs.
  return new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' }).format(Date.UTC(year, month - 1, date));
}
