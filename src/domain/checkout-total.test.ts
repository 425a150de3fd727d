import { describe, expect, it } from 'vitest';
import { checkoutTotalCents } from './checkout-total';

describe('the checkout’s shown total', () => {
  it('adds the delivery day, supplier deliveries and paid services to the cart total, in cents', () => {
    expect(checkoutTotalCents({ cartTotal: 1299.95, shippingCost: 49.5, supplierPrices: [0, 30], servicePrices: [60.1] })).toBe(1439_55);
  });
  it('counts no delivery before a day is chosen', () => {
    expect(checkoutTotalCents({ cartTotal: 100, shippingCost: null, supplierPrices: [], servicePrices: [] })).toBe(100_00);
  });
});
