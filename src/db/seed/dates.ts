import { addDays } from 'date-fns';
import { inTimeZone } from '../../domain/calendar-date';

/**
 * Promotions, sales and banners are dated relative to one reference day so that the same seed
 * options always write the same rows. Callers may move the reference (options.now) to keep a
 * long-lived demo current.
 */
export const SEED_REFERENCE_DATE = new Date('2026-11-21T00:00:00+11:00');

/** The demo data's calendar is Sydney's: "30 days on" keeps the wall-clock time across a daylight-saving change. */
const SEED_TIME_ZONE = 'Australia/Sydney';

export function daysFrom(reference: Date, days: number): Date {
  return new Date(addDays(inTimeZone(reference, SEED_TIME_ZONE), days).getTime());
}
