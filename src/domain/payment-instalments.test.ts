import { describe, expect, it } from 'vitest';
import { AUSTRALIAN_DOLLARS } from './money-format';
import { afterpayInstalments, afterpayText, hummOffer, zipNzSchedule, zipPromise, zipWeeklyRateCents } from './payment-instalments';

const NZD = { locale: 'en-NZ', currency: 'NZD' } as const;

describe('Afterpay instalments', () => {
  it('are four fortnightly payments of the total / 4, rounded up to the cent', () => {
    expect(afterpayInstalments(1000_00).map((line) => [line.weeksFromToday, line.amountCents])).toEqual([
      [0, 250_00],
      [2, 250_00],
      [4, 250_00],
      [6, 250_00],
    ]);
    // 1,000.01 / 4 = 250.0025: rounded up, never down.
    expect(afterpayInstalments(1000_01)[0]?.amountCents).toBe(250_01);
    expect(afterpayText(999_99, AUSTRALIAN_DOLLARS)).toBe('4 fortnightly payments of $250.00');
    expect(afterpayText(1234_00, NZD)).toBe('4 fortnightly payments of $308.50');
  });
});

describe('Zip’s promise', () => {
  const zip = { repaymentPeriodMonths: 12, interestFree: false };

  it('is the fixed text up to and including 1,000', () => {
    expect(zipPromise({ ...zip, totalCents: 1_00 }, AUSTRALIAN_DOLLARS)).toBe('Own it from $10 per week*');
    expect(zipPromise({ ...zip, totalCents: 1000_00 }, AUSTRALIAN_DOLLARS)).toBe('Own it from $10 per week*');
  });

  it('above 1,000 is the weekly rate ceil(total / months / 4.33 * 100) / 100', () => {
    // 1,200 / 12 / 4.33 = 23.0946… -> 23.10
    expect(zipWeeklyRateCents(1200_00, 12)).toBe(23_10);
    // 1,000.01 / 6 / 4.33 = 38.4915… -> 38.50
    expect(zipWeeklyRateCents(1000_01, 6)).toBe(38_50);
    // 4,330 / 10 / 4.33 = 100 exactly: not a cent more.
    expect(zipWeeklyRateCents(4330_00, 10)).toBe(100_00);
    expect(zipPromise({ ...zip, totalCents: 1200_00 }, AUSTRALIAN_DOLLARS)).toBe('Own it from $23.10 per week over 12 months*');
  });

  it('says interest free only when the configuration does', () => {
    expect(zipPromise({ totalCents: 2400_00, repaymentPeriodMonths: 24, interestFree: true }, AUSTRALIAN_DOLLARS)).toBe(
      'Own it from $23.10 per week over 24 months interest free*',
    );
  });

  it('refuses a configuration without repayment months rather than dividing by zero', () => {
    expect(() => zipWeeklyRateCents(1200_00, 0)).toThrow(RangeError);
  });
});

describe('Zip’s New Zealand schedule', () => {
  it('is due today and in 2, 4 and 6 weeks, each a quarter rounded up', () => {
    expect(zipNzSchedule(100_01, '2026-11-27')).toEqual([
      { due: '2026-11-27', weeksFromToday: 0, amountCents: 25_01 },
      { due: '2026-12-11', weeksFromToday: 2, amountCents: 25_01 },
      { due: '2026-12-25', weeksFromToday: 4, amountCents: 25_01 },
      { due: '2027-01-08', weeksFromToday: 6, amountCents: 25_01 },
    ]);
  });
});

describe('Humm', () => {
  it('is five fortnightly payments up to 1,000', () => {
    expect(hummOffer(1000_00, AUSTRALIAN_DOLLARS)).toEqual({
      eligible: true,
      payments: 5,
      amountCents: 200_00,
      text: '5 fortnightly payments of $200.00',
    });
  });

  it('is ten fortnightly payments above 1,000 up to 2,000', () => {
    expect(hummOffer(1000_01, AUSTRALIAN_DOLLARS)).toMatchObject({ eligible: true, payments: 10, amountCents: 100_01 });
    expect(hummOffer(2000_00, AUSTRALIAN_DOLLARS)).toMatchObject({ payments: 10, text: '10 fortnightly payments of $200.00' });
  });

  it('is not eligible over 2,000 and only says it pays in slices', () => {
    expect(hummOffer(2000_01, AUSTRALIAN_DOLLARS)).toEqual({
      eligible: false,
      payments: null,
      amountCents: null,
      text: 'Pay in slices, no interests ever',
    });
  });
});
