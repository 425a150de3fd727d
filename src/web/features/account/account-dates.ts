import type { BrandConfig } from '../../../domain/brands';

/** "12 Nov 2026" in the flavour's locale and time zone, so the server and browser print the same day. */
export function formatDay(iso: string, brand: Pick<BrandConfig, 'locale' | 'timeZone'>): string {
  return new Date(iso).toLocaleDateString(brand.locale, { timeZone: brand.timeZone, day: 'numeric', month: 'short', year: 'numeric' });
}

/** A calendar date (YYYY-MM-DD) printed as the same day everywhere. */
export function formatCalendarDate(date: string, brand: Pick<BrandConfig, 'locale'>): string {
  return new Date(`${date}T00:00:00Z`).toLocaleDateString(brand.locale, {
    timeZone: 'UTC',
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  });
}
