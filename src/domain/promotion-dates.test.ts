import { describe, expect, it } from 'vitest';
import { formatOfferDate, offerEndsText, promotionStatus, showsOfferEnd } from './promotion-dates';

describe('showsOfferEnd', () => {
  const start = new Date('2026-11-01T00:00:00Z');
  it('shows the end date of offers shorter than a year', () => {
    expect(showsOfferEnd(start, new Date('2026-12-15T00:00:00Z'))).toBe(true);
    expect(showsOfferEnd(start, new Date('2027-10-31T23:59:59Z'))).toBe(true);
  });
  it('hides it from a year on', () => {
    expect(showsOfferEnd(start, new Date('2027-11-01T00:00:00Z'))).toBe(false);
    expect(showsOfferEnd(start, new Date('2029-01-01T00:00:00Z'))).toBe(false);
  });
});

describe('offer end text', () => {
  it('is dd/MM/yyyy on the shop’s calendar', () => {
    // 13:30 UTC on the 15th is already the 16th in Sydney and Auckland.
    const end = new Date('2026-12-15T13:30:00Z');
    expect(formatOfferDate(end, 'Australia/Sydney')).toBe('16/12/2026');
    expect(formatOfferDate(new Date('2026-03-05T01:00:00Z'), 'Pacific/Auckland')).toBe('05/03/2026');
    expect(offerEndsText(new Date('2026-11-01T00:00:00Z'), end, 'Australia/Sydney')).toBe('Offer Ends 16/12/2026');
    expect(offerEndsText(new Date('2026-11-01T00:00:00Z'), new Date('2028-01-01T00:00:00Z'), 'Australia/Sydney')).toBeNull();
  });
});

describe('promotionStatus', () => {
  const start = new Date('2026-11-01T00:00:00Z');
  const end = new Date('2026-12-01T00:00:00Z');
  it('tells upcoming, running and ended offers apart', () => {
    expect(promotionStatus(start, end, new Date('2026-10-01T00:00:00Z'))).toBe('upcoming');
    expect(promotionStatus(start, end, new Date('2026-11-21T00:00:00Z'))).toBe('running');
    expect(promotionStatus(start, end, new Date('2026-12-02T00:00:00Z'))).toBe('ended');
  });
});
