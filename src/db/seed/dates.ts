import { addDays, startOfDay } from 'date-fns';
import { inTimeZone } from '../../domain/calendar-date';

/**
 * Promotions, sales, banners and codes are dated relative to one reference day: the day the demo
 * data is seeded (its start on Sydney's clock), so a new install shows a running sale on any day.
 * The test template passes this fixed day instead, so its rows are the same on every run.
 */
export const SEED_REFERENCE_DATE = new Date('2026-11-21T00:00:00+11:00');

/** The demo data's calendar is Sydney's: "30 days on" keeps the wall-clock time across a daylight-saving change. */
export const SEED_TIME_ZONE = 'Australia/Sydney';

export function daysFrom(reference: Date, days: number): Date {
  return new Date(addDays(inTimeZone(reference, SEED_TIME_ZONE), days).getTime());
}

/** The reference day of demo data seeded (or moved on) at `moment`: the start of that day in Sydney. */
export function demoDayOf(moment: Date): Date {
  return new Date(startOfDay(inTimeZone(moment, SEED_TIME_ZONE)).getTime());
}
