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

// Every clock on Earth reads between UTC-12 and UTC+14.
const EARLIEST_OFFSET_MS = -12 * 3_600_000;
const LATEST_OFFSET_MS = 14 * 3_600_000;

/**
 * The year on the zone's clock. When the earliest and the latest clock on Earth read the same year,
 * it is that year, with no Intl call: the product page prints it while it hydrates, and the
 * browser's first Intl formatter loads its locale and zone data (50 to 90 ms on a phone). Only in
 * the 26 hours around New Year does the zone itself decide.
 */
function yearOn(on: Date, timeZone: string): number {
  const earliest = new Date(on.getTime() + EARLIEST_OFFSET_MS).getUTCFullYear();
  if (earliest === new Date(on.getTime() + LATEST_OFFSET_MS).getUTCFullYear()) return earliest;
  let format = yearFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-AU', { year: 'numeric', timeZone });
    yearFormats.set(timeZone, format);
  }
  return Number(format.format(on));
}

/** Whole years in business since 1906 on the given date, on the shop's calendar (the anniversary is 1 January). */
export function yearsInBusiness(on: Date, timeZone: string): number {
  return yearOn(on, timeZone) - FOUNDED_YEAR;
}
