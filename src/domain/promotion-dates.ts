/**
 * Promotion end dates (document 1 sections 2.6 and 5): 'Offer Ends dd/MM/yyyy' appears only when
 * the end date is before the start date plus one year; longer offers read as ongoing.
 */
export function showsOfferEnd(startDate: Date, endDate: Date): boolean {
  const yearAfterStart = new Date(startDate.getTime());
  yearAfterStart.setUTCFullYear(yearAfterStart.getUTCFullYear() + 1);
  return endDate.getTime() < yearAfterStart.getTime();
}

const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** dd/MM/yyyy of the calendar day at `date` in the shop's time zone. */
export function formatOfferDate(date: Date, timeZone: string): string {
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-AU', { timeZone, day: '2-digit', month: '2-digit', year: 'numeric' });
    dayFormats.set(timeZone, format);
  }
  const parts = Object.fromEntries(format.formatToParts(date).map((p) => [p.type, p.value]));
  return `${parts.day}/${parts.month}/${parts.year}`;
}

/** The 'Offer Ends dd/MM/yyyy' line, or null when the offer is a year or longer. */
export function offerEndsText(startDate: Date, endDate: Date, timeZone: string): string | null {
  return showsOfferEnd(startDate, endDate) ? `Offer Ends ${formatOfferDate(endDate, timeZone)}` : null;
}

export type PromotionStatus = 'upcoming' | 'running' | 'ended';

export function promotionStatus(startDate: Date, endDate: Date, now: Date): PromotionStatus {
  if (now.getTime() < startDate.getTime()) return 'upcoming';
  return now.getTime() > endDate.getTime() ? 'ended' : 'running';
}
