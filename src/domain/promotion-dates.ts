/**
 * Document 1 sections 2.6 and 5: a promotion panel shows 'Offer Ends dd/MM/yyyy' only when the end
 * date is before the start date plus one year. Promotions that run "until further notice" are
 * stored with a far-away end date, and printing that date would read as a mistake.
 */

/** The same instant one calendar year later; 29 February becomes 28 February (as date-fns addYears does). */
export function addOneYear(date: Date): Date {
  const next = new Date(date.getTime());
  next.setUTCFullYear(date.getUTCFullYear() + 1);
  // setUTCFullYear rolls 29 February into 1 March of a common year; step back to the month's last day.
  if (next.getUTCMonth() !== date.getUTCMonth()) next.setUTCDate(0);
  return next;
}

export function showsOfferEndDate(startDate: Date, endDate: Date): boolean {
  if (Number.isNaN(startDate.getTime()) || Number.isNaN(endDate.getTime())) return false;
  return endDate.getTime() < addOneYear(startDate).getTime();
}

const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** dd/MM/yyyy of the calendar day the instant falls on in the shop's time zone. */
export function formatOfferEndDate(endDate: Date, timeZone: string): string {
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-AU', { timeZone, day: '2-digit', month: '2-digit', year: 'numeric' });
    dayFormats.set(timeZone, format);
  }
  const parts = format.formatToParts(endDate);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('day')}/${part('month')}/${part('year')}`;
}

/** The panel's end-date line, or null when it is not shown. */
export function offerEndsText(startDate: Date, endDate: Date, timeZone: string): string | null {
  return showsOfferEndDate(startDate, endDate) ? `Offer Ends ${formatOfferEndDate(endDate, timeZone)}` : null;
}

export type PromotionStatus = 'upcoming' | 'running' | 'ended';

export function promotionStatus(startDate: Date, endDate: Date, now: Date): PromotionStatus {
  if (now.getTime() < startDate.getTime()) return 'upcoming';
  return now.getTime() > endDate.getTime() ? 'ended' : 'running';
}
