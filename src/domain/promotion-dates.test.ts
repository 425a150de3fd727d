import { describe, expect, it } from 'vitest';
import { oneYearLater } from './calendar-date';
import { formatOfferEndDate, offerEndsText, promotionStatus, showsOfferEndDate } from './promotion-dates';

const d = (iso: string) => new Date(iso);
const SYDNEY = 'Australia/Sydney';

describe('promotion end date display', () => {
  it('shows the end date of a promotion shorter than a year', () => {
    expect(showsOfferEndDate(d('2026-11-01T00:00:00Z'), d('2026-12-24T12:59:59Z'), SYDNEY)).toBe(true);
  });

  it('hides it when the end is exactly one year after the start or later', () => {
    expect(showsOfferEndDate(d('2026-11-01T00:00:00Z'), d('2027-11-01T00:00:00Z'), SYDNEY)).toBe(false);
    expect(showsOfferEndDate(d('2026-11-01T00:00:00Z'), d('2099-12-31T00:00:00Z'), SYDNEY)).toBe(false);
  });

  it('shows it one millisecond before the year is up', () => {
    expect(showsOfferEndDate(d('2026-11-01T00:00:00Z'), d('2027-10-31T23:59:59.999Z'), SYDNEY)).toBe(true);
  });

  it('counts a year from 29 February as ending on 28 February', () => {
    expect(oneYearLater(d('2028-02-29T10:00:00Z'), SYDNEY).toISOString()).toBe('2029-02-28T10:00:00.000Z');
    expect(showsOfferEndDate(d('2028-02-29T10:00:00Z'), d('2029-02-28T09:59:59Z'), SYDNEY)).toBe(true);
    expect(showsOfferEndDate(d('2028-02-29T10:00:00Z'), d('2029-02-28T10:00:00Z'), SYDNEY)).toBe(false);
  });

  it('hides it for unreadable dates', () => {
    expect(showsOfferEndDate(d('nonsense'), d('2026-12-01T00:00:00Z'), SYDNEY)).toBe(false);
  });

  it('formats dd/MM/yyyy on the shop’s calendar day', () => {
    // 13:30 UTC on 31 December is already 1 January in Sydney (UTC+11) and Auckland (UTC+13).
    expect(formatOfferEndDate(d('2026-12-31T13:30:00Z'), 'Australia/Sydney')).toBe('01/01/2027');
    expect(formatOfferEndDate(d('2026-12-31T10:30:00Z'), 'Australia/Sydney')).toBe('31/12/2026');
    expect(formatOfferEndDate(d('2026-03-05T00:00:00Z'), 'Pacific/Auckland')).toBe('05/03/2026');
  });

  it('builds the panel line or nothing', () => {
    expect(offerEndsText(d('2026-11-01T00:00:00Z'), d('2026-11-30T02:00:00Z'), 'Australia/Sydney')).toBe('Offer Ends 30/11/2026');
    expect(offerEndsText(d('2026-11-01T00:00:00Z'), d('2030-01-01T00:00:00Z'), 'Australia/Sydney')).toBeNull();
  });
});

describe('promotionStatus', () => {
  const start = d('2026-11-01T00:00:00Z');
  const end = d('2026-12-01T00:00:00Z');
  it('tells upcoming, running and ended offers apart', () => {
    expect(promotionStatus(start, end, d('2026-10-01T00:00:00Z'))).toBe('upcoming');
    expect(promotionStatus(start, end, d('2026-11-21T00:00:00Z'))).toBe('running');
    expect(promotionStatus(start, end, d('2026-12-02T00:00:00Z'))).toBe('ended');
  });
});
