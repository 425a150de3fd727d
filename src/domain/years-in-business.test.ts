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
});
