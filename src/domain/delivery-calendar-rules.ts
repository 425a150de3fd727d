import { CHECKOUT_CONSTANTS } from './checkout-fields';
import { addCalendarDays, isoWeekday } from './delivery-days';

/**
 * The rules that turn a zone's priced days into what the shopper may choose (document 2 section 4):
 * a day is available when the zone delivers it and the warehouse has room left that day; with
 * proforma items (ordered from the maker, brands of the `proformaShippingBrands` setting) nothing
 * comes before 21 days out, and the first free day from then on is the earliest.
 */
export interface CalendarDay {
  date: string;
  priceCents: number;
  available: boolean;
}

export function applyProformaRule(days: readonly CalendarDay[], today: string): CalendarDay[] {
  const notBefore = addCalendarDays(today, CHECKOUT_CONSTANTS.proformaDeliveryDays);
  const candidates = days.filter((day) => day.available && day.date >= notBefore);
  const earliest = (candidates.find((day) => day.priceCents === 0) ?? candidates[0])?.date;
  return days.map((day) => ({ ...day, available: day.available && earliest !== undefined && day.date >= earliest }));
}

/** The first available day, or null. */
export const firstAvailable = (days: readonly CalendarDay[]): CalendarDay | null => days.find((day) => day.available) ?? null;

/** The cheapest available day (the earliest of equals), or null: marked for the shopper beyond the spec. */
export function cheapestAvailable(days: readonly CalendarDay[]): CalendarDay | null {
  let best: CalendarDay | null = null;
  for (const day of days) if (day.available && (!best || day.priceCents < best.priceCents)) best = day;
  return best;
}

/** A supplier's delivery: its lead time, the weekdays it comes and its price. */
export interface SupplierTerms {
  leadDays: number;
  /** ISO weekdays, 1 Monday … 7 Sunday. */
  weekdays: readonly number[];
  priceCents: number;
  unreachableFrom: string | null;
  unreachableTo: string | null;
}

/** Whether the supplier reaches the postcode (its unreachable range is inclusive, compared as 4-digit codes). */
export function supplierReaches(terms: SupplierTerms, postcode: string): boolean {
  if (!terms.unreachableFrom || !terms.unreachableTo) return true;
  return postcode < terms.unreachableFrom || postcode > terms.unreachableTo;
}

/** The supplier's next delivery days from its lead time on (the first is the one offered). */
export function supplierDays(terms: SupplierTerms, today: string, count = 10): { date: string; priceCents: number }[] {
  const days: { date: string; priceCents: number }[] = [];
  if (terms.weekdays.length === 0) return days;
  for (let offset = terms.leadDays; days.length < count; offset += 1) {
    const date = addCalendarDays(today, offset);
    if (terms.weekdays.includes(isoWeekday(date))) days.push({ date, priceCents: terms.priceCents });
  }
  return days;
}

/** "2026-11-25" as the spec's [2026, 11, 25]. */
export function dateTriple(day: string): [number, number, number] {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return [year, month, date];
}

/** [2026, 11, 25] as "2026-11-25". */
export function fromDateTriple([year, month, day]: readonly [number, number, number]): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}
