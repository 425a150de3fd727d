import { describe, expect, it } from 'vitest';
import { lineTotalCents, orderTotals } from './order-totals';

describe('order totals', () => {
  const charges = {
    lines: [
      { unitPriceCents: 129_900, lineDiscountCents: 10_000, quantity: 1 },
      { unitPriceCents: 4_995, lineDiscountCents: 0, quantity: 2 },
    ],
    services: [{ priceCents: 14_900 }],
    deliveryFeeCents: 5_900,
    couponDiscountCents: 2_000,
  };

  it('adds discounted lines, services and delivery, less the coupon', () => {
    expect(orderTotals(charges, 'AU')).toEqual({
      subtotalCents: 129_890,
      servicesCents: 14_900,
      deliveryFeeCents: 5_900,
      couponDiscountCents: 2_000,
      totalCents: 148_690,
      gstCents: 13_517,
    });
  });

  it('takes New Zealand GST at 15%', () => {
    expect(orderTotals(charges, 'NZ').gstCents).toBe(19_394);
  });

  it('never lets a discount take a line or the order below zero', () => {
    expect(lineTotalCents({ unitPriceCents: 100, lineDiscountCents: 500, quantity: 1 })).toBe(0);
    expect(orderTotals({ ...charges, couponDiscountCents: 10_000_000 }, 'AU').totalCents).toBe(0);
  });
});
