import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { yearsInBusiness } from './years-in-business';

describe('years in business', () => {
  it('counts the years since 1906', () => {
    expect(yearsInBusiness(new Date('2026-11-21T00:00:00Z'), 'Australia/Sydney')).toBe(120);
    expect(yearsInBusiness(new Date('1906-06-01T00:00:00Z'), 'Australia/Sydney')).toBe(0);
  });

  it('turns the year on the shop’s New Year, not the server’s', () => {
    // 14:00 UTC on 31 December 2026 is already 1 January 2027 in Sydney.
    expect(yearsInBusiness(new Date('2026-12-31T14:00:00Z'), 'Australia/Sydney')).toBe(121);
    expect(yearsInBusiness(new Date('2026-12-31T14:00:00Z'), 'Australia/Perth')).toBe(120);
  });

  it('agrees with the zone’s own clock at any moment, in any zone, New Year’s hours included', () => {
    const zones = [
      'Australia/Sydney',
      'Australia/Perth',
      'Australia/Lord_Howe',
      'Pacific/Auckland',
      'Pacific/Chatham',
      'Pacific/Kiritimati',
      'Etc/GMT+12',
      'UTC',
    ];
    // Half the moments within a day of a New Year, where the shortcut must step aside.
    const nearNewYear = fc
      .tuple(fc.integer({ min: 1907, max: 2199 }), fc.integer({ min: -36 * 3_600_000, max: 36 * 3_600_000 }))
      .map(([year, offset]) => new Date(Date.UTC(year, 0, 1) + offset));
    const anyMoment = fc.date({ min: new Date('1906-06-01T00:00:00Z'), max: new Date('2199-12-31T00:00:00Z'), noInvalidDate: true });
    fc.assert(
      fc.property(fc.oneof(nearNewYear, anyMoment), fc.constantFrom(...zones), (on, timeZone) => {
        const zoneYear = Number(new Intl.DateTimeFormat('en-AU', { year: 'numeric', timeZone }).format(on));
        expect(yearsInBusiness(on, timeZone)).toBe(zoneYear - 1906);
      }),
      { numRuns: 3000 },
    );
  });
});
