import { describe, expect, it } from 'vitest';
import { depositCents, depositError, depositPercentage, depositRangeError, depositSplit, minimumDepositCents } from './deposit';
import { AUSTRALIAN_DOLLARS } from './money-format';

describe('the deposit', () => {
  const total = 1000_00;
  const check = (typed: string | number | null) => depositError({ typed, totalCents: total, percentage: 30, money: AUSTRALIAN_DOLLARS });

  it('takes the view’s percentage, or 30 when it gives none', () => {
    expect(depositPercentage(40)).toBe(40);
    expect(depositPercentage(0)).toBe(30);
    expect(depositPercentage(null)).toBe(30);
  });

  it('skips the range checks for empty, zero and pay-in-full entries', () => {
    expect(check('')).toBeNull();
    expect(check('  ')).toBeNull();
    expect(check('0')).toBeNull();
    expect(check(null)).toBeNull();
  });

  it('says wrongInput for anything that is not dollars and cents', () => {
    for (const typed of ['abc', '12.345', '-5', '1e3', '5,00']) {
      expect(check(typed)).toEqual({ key: 'wrongInput', message: 'Input must be a postive number.' });
    }
  });

  it('asks for at least the percentage of the total, shown with cents', () => {
    expect(check('299.99')).toEqual({ key: 'minDeposit', message: 'Minimum deposit is 30% of order total ($300.00).' });
    expect(check('300')).toBeNull();
    expect(depositError({ typed: '100', totalCents: 999_99, percentage: 30, money: AUSTRALIAN_DOLLARS })?.message).toBe(
      'Minimum deposit is 30% of order total ($300.00).',
    );
  });

  it('writes the minimum as the rest of the site writes money: digit groups, the cents always, the brand’s currency', () => {
    const range = { totalCents: 12_345_67, percentage: 30 };
    expect(depositRangeError(100_00, { ...range, money: AUSTRALIAN_DOLLARS })?.message).toBe(
      'Minimum deposit is 30% of order total ($3,703.70).',
    );
    expect(depositRangeError(100_00, { ...range, money: { locale: 'en-NZ', currency: 'NZD' } })?.message).toBe(
      'Minimum deposit is 30% of order total ($3,703.70).',
    );
    expect(depositRangeError(4_000_00, { ...range, money: AUSTRALIAN_DOLLARS })).toBeNull();
  });

  it('refuses the total or more', () => {
    expect(check('1000')).toEqual({ key: 'requestExceedsTotal', message: 'Deposit request cannot equal or exceed order total.' });
    expect(check('1500')?.key).toBe('requestExceedsTotal');
    expect(check('999.99')).toBeNull();
  });

  it('reads a leading dollar sign and rounds the minimum to the cent', () => {
    expect(depositCents('$450.5')).toBe(450_50);
    expect(minimumDepositCents(333_33, 30)).toBe(100_00);
  });

  it('splits the total into what is paid now and the balance due', () => {
    expect(depositSplit(total, 300_00)).toEqual({ paidNowCents: 300_00, balanceDueCents: 700_00 });
    expect(depositSplit(total, 0)).toEqual({ paidNowCents: total, balanceDueCents: 0 });
  });
});
