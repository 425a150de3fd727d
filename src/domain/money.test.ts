import { describe, expect, it } from 'vitest';
import { centsToDollars, dollarsToCents, rrpSaving } from './money';

describe('money', () => {
  it('converts between cents and dollars without float noise', () => {
    expect(centsToDollars(199900)).toBe(1999);
    expect(centsToDollars(1999)).toBe(19.99);
    expect(dollarsToCents(19.99)).toBe(1999);
    expect(dollarsToCents(0.1 + 0.2)).toBe(30);
  });

  it('computes the saving against the RRP from cents', () => {
    expect(rrpSaving(90000, 100000)).toEqual({ discountOffRrpCents: 10000, percentageDiscountOffRrp: 10 });
    expect(rrpSaving(99999, 100000)).toEqual({ discountOffRrpCents: 1, percentageDiscountOffRrp: 0 });
    expect(rrpSaving(100000, 100000)).toEqual({ discountOffRrpCents: 0, percentageDiscountOffRrp: 0 });
    expect(rrpSaving(null, 100000)).toEqual({ discountOffRrpCents: 0, percentageDiscountOffRrp: 0 });
    expect(rrpSaving(120000, 100000)).toEqual({ discountOffRrpCents: 0, percentageDiscountOffRrp: 0 });
  });
});
