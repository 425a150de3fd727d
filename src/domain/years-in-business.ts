/**
 * The value promise's years of service. Apart from the price rules and the shop's calendar
 * (calendar-date, with @date-fns/tz): the year on the shop's clock is one Intl call, and pages
 * that print a price or this badge need not load a time-zone library for it.
 */

/** The shop was founded in 1906; no date the storefront deals with is older. */
export const FOUNDED_YEAR = 1906;

// One formatter per zone: making one costs more than the product page's other work of the badge
// (1.2 % of a loaded server's samples when it was made per render).
const yearFormats = new Map<string, Intl.DateTimeFormat>();

/** Whole years in business since 1906 on the given date, on the shop's calendar (the anniversary is 1 January). */
export function yearsInBusiness(on: Date, timeZone: string): number {
  let format = yearFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-AU', { year: 'numeric', timeZone });
    yearFormats.set(timeZone, format);
  }
  return Number(format.format(on)) - FOUNDED_YEAR;
}
