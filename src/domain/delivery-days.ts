import { addDays, lightFormat } from 'date-fns';
import { calendarDateIn, formatInTimeZone, startOfCalendarDate } from './calendar-date';
import type { DeliveryZone } from './delivery-zones';

/**
 * The days a zone is delivered and what each costs, on the warehouse's clock:
 * - today (same day) when ordered before the zone's same-day cut-off;
 * - tomorrow (next day) when ordered before the next-day cut-off;
 * - from the zone's lead time on, every weekday at the weekday price and weekends at the weekend
 *   price (no weekend delivery when the zone has none);
 * - ordinary deliveries on the zone's free weekday cost nothing (same-day and next-day deliveries are
 *   still charged; a free weekday never makes an undelivered day delivered).
 * Days not delivered are listed too (`offered: false`), so the calendar can show them greyed.
 */
export type DeliveryDayKind = 'same-day' | 'next-day' | 'weekday' | 'weekend';

export interface DeliveryDay {
  /** yyyy-mm-dd */
  date: string;
  offered: boolean;
  kind: DeliveryDayKind;
  priceCents: number;
}

/** Enough days for the storage-fee rule (first available date plus 59 days and more). */
export const DELIVERY_HORIZON_DAYS = 120;

/** "2026-11-25" plus n calendar days. */
export function addCalendarDays(day: string, days: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return lightFormat(addDays(new Date(year, month - 1, date), days), 'yyyy-MM-dd');
}

/** ISO weekday of a calendar day: 1 Monday … 7 Sunday. */
export function isoWeekday(day: string): number {
  const weekday = startOfCalendarDate(day, 'UTC').getUTCDay();
  return weekday === 0 ? 7 : weekday;
}

const before = (clock: string, cutoff: string | null) => cutoff !== null && clock < cutoff;

export function deliveryDays(input: { zone: DeliveryZone; now: Date; timeZone: string; horizonDays?: number }): DeliveryDay[] {
  const { zone, now, timeZone } = input;
  const today = calendarDateIn(now, timeZone);
  const clock = formatInTimeZone(now, timeZone, 'HH:mm');
  const days: DeliveryDay[] = [];
  for (let offset = 0; offset < (input.horizonDays ?? DELIVERY_HORIZON_DAYS); offset += 1) {
    const date = addCalendarDays(today, offset);
    const weekday = isoWeekday(date);
    const weekend = weekday >= 6;
    const ordinaryCents = weekend ? zone.weekendCents : zone.weekdayCents;
    let kind: DeliveryDayKind = weekend ? 'weekend' : 'weekday';
    let cents: number | null = offset >= zone.leadDays ? ordinaryCents : null;
    if (offset === 0) {
      kind = 'same-day';
      cents = before(clock, zone.sameDayCutoff) && ordinaryCents !== null ? zone.sameDayCents : null;
    } else if (offset === 1 && before(clock, zone.nextDayCutoff) && ordinaryCents !== null && zone.nextDayCents !== null) {
      kind = 'next-day';
      cents = zone.nextDayCents;
    }
    const offered = cents !== null;
    const free = offered && (kind === 'weekday' || kind === 'weekend') && zone.freeWeekday === weekday;
    // A day not delivered still shows what its kind of delivery costs (greyed in the calendar), never "FREE".
    const listed = cents ?? (kind === 'same-day' ? zone.sameDayCents : ordinaryCents) ?? 0;
    days.push({ date, offered, kind, priceCents: free ? 0 : listed });
  }
  return days;
}
