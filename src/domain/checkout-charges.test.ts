import { describe, expect, it } from 'vitest';
import { checkoutCharges, type CheckoutChargesInput } from './checkout-charges';

const base: CheckoutChargesInput = {
  cartTotalCents: 649_00,
  cashAndCarry: false,
  deliveryDay: { feeCents: 29_00, sameDay: false },
  supplierDeliveries: [],
  services: [],
  storageFeeCents: 0,
  depositCents: 0,
};

describe('what an order charges (one rule for the summary and the order)', () => {
  it('lists the storage fee and counts it in the total: $649 + $29 delivery + $20 storage is $698', () => {
    const charges = checkoutCharges({ ...base, storageFeeCents: 20_00 });
    expect(charges.fees).toEqual([
      { kind: 'delivery', label: 'Delivery', cents: 29_00 },
      { kind: 'storage', label: 'Storage fee', cents: 20_00 },
    ]);
    expect(charges).toMatchObject({ storageFeeCents: 20_00, totalCents: 698_00, paidNowCents: 698_00, balanceDueCents: 0 });
  });

  it('adds supplier deliveries and paid services as lines; a $0 service is not listed, a free delivery is', () => {
    const charges = checkoutCharges({
      ...base,
      deliveryDay: { feeCents: 0, sameDay: true },
      supplierDeliveries: [{ supplier: 'Smeg', priceCents: 30_00 }],
      services: [
        { title: 'Removal', priceCents: 45_00 },
        { title: 'Unpacking', priceCents: 0 },
      ],
    });
    expect(charges.fees.map((fee) => [fee.label, fee.cents])).toEqual([
      ['Same Day Delivery', 0],
      ['Smeg Delivery', 30_00],
      ['Removal', 45_00],
    ]);
    expect(charges).toMatchObject({ deliveryFeeCents: 30_00, servicesCents: 45_00, totalCents: 724_00 });
  });

  it('splits a deposit from the total without changing it', () => {
    expect(checkoutCharges({ ...base, depositCents: 300_00 })).toMatchObject({
      totalCents: 678_00,
      paidNowCents: 300_00,
      balanceDueCents: 378_00,
    });
  });

  it('charges nothing but the cart for cash and carry: nothing is delivered or stored', () => {
    const charges = checkoutCharges({
      ...base,
      cashAndCarry: true,
      services: [{ title: 'Removal', priceCents: 45_00 }],
      storageFeeCents: 20_00,
    });
    expect(charges).toMatchObject({ fees: [], totalCents: 649_00 });
  });

  it('has no delivery line before a day is chosen', () => {
    expect(checkoutCharges({ ...base, deliveryDay: null })).toMatchObject({ fees: [], totalCents: 649_00 });
  });
});
