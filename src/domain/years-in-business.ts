/**
 * The value promise's years of service. Apart from the price rules and the shop's calendar
 * (calendar-date, with @date-fns/tz): the year on the shop's clock is one Intl call, and pages
 * that print a price or this badge need not load a time-zone library for it.
 */

/** The shop was founded in 1906; no date the storefront deals with is older. */
export const FOUNDED_YEAR = 1906;

/** Whole years in business since 1906 on the given date, on the shop's calendar (the anniversary is 1 January). */
export function yearsInBusiness(on: Date, timeZone: string): number {
  const year = Number(new Intl.DateTimeFormat('en-AU', { year: 'numeric', timeZone }).format(on));
  return year - FOUNDED_YEAR;
}
