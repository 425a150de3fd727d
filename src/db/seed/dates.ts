/**
 * Promotions, sales and banners are dated relative to one reference day so that the same seed
 * options always write the same rows. Callers may move the reference (options.now) to keep a
 * long-lived demo current.
 */
export const SEED_REFERENCE_DATE = new Date('2026-11-21T00:00:00+11:00');

const DAY_MS = 86_400_000;

export function daysFrom(reference: Date, days: number): Date {
  return new Date(reference.getTime() + days * DAY_MS);
}
