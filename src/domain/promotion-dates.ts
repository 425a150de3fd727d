import { formatInTimeZone, oneYearLater } from './calendar-date';

/**
 * Document 1 sections 2.6 and 5: a promotion panel shows 'Offer Ends dd/MM/yyyy' only when the end
 * date is before the start date plus one year. Promotions that run "until further notice" are
 * stored with a far-away end date, and printing that date would read as a mistake. The year and
 * the printed day are the shop's calendar (its time zone).
 */

export function showsOfferEndDate(startDate: Date, endDate: Date, timeZone: string): boolean {
  if (Number.isNaN(startDate.getTime()) || Number.isNaN(endDate.getTime())) return false;
  return endDate.getTime() < oneYearLater(startDate, timeZone).getTime();
}

/** dd/MM/yyyy of the calendar day the instant falls on in the shop's time zone. */
export function formatOfferEndDate(endDate: Date, timeZone: string): string {
  return formatInTimeZone(endDate, timeZone, 'dd/MM/yyyy');
}

/** The panel's end-date line, or null when it is not shown. */
export function offerEndsText(startDate: Date, endDate: Date, timeZone: string): string | null {
  return showsOfferEndDate(startDate, endDate, timeZone) ? `Offer Ends ${formatOfferEndDate(endDate, timeZone)}` : null;
}

export type PromotionStatus = 'upcoming' | 'running' | 'ended';

export function promotionStatus(startDate: Date, endDate: Date, now: Date): PromotionStatus {
  if (now.getTime() < startDate.getTime()) return 'upcoming';
  return now.getTime() > endDate.getTime() ? 'ended' : 'running';
}
