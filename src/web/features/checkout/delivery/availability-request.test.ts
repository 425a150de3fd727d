import { describe, expect, it } from 'vitest';
import type { Cart } from '../../../../contracts/cart';
import { availabilityRequestSchema } from '../../../../contracts/checkout';
import { availabilityBody } from './availability-request';
import { deliveryFormIssues } from './delivery-form-rules';

const cart = {
  cartId: '7d8f3c1e-2b4a-4c6d-8e9f-0a1b2c3d4e5f',
  products: [
    {
      productCode: 'P1',
      sku: 'SKU1',
      category: 'Washing Machines',
      quantity: 1,
      selectedInstall: { id: 4, name: 'Install', price: 99 },
      selectedWarranty: null,
    },
  ],
  orderTotal: 1299,
  couponCode: null,
} as unknown as Cart;

describe('the availability call’s body', () => {
  it('is the form with card details and delivery date nulled, accepted by the contract even half filled', () => {
    const body = availabilityBody(
      { email: 'ada@exa', phoneNumber: '12', deliveryAddress: { suburb: 'North Perth', state: 'WA', postcode: '6006', address: '' } },
      { cart, uniqueRequirements: false, override: true, services: ['REMOVE-OLD'] },
    );
    expect(body).toMatchObject({
      cartId: cart.cartId,
      email: null,
      phoneNumber: null,
      cardDetails: null,
      deliveryDate: null,
      winningDeliveryServiceOverride: true,
      deliveryServices: ['REMOVE-OLD'],
      deliveryAddress: { suburb: 'North Perth', state: 'WA', postcode: '6006', address: null },
      cart: {
        items: [{ qty: 1, sku: 'SKU1', productCode: 'P1', category: 'Washing Machines', installId: 4, warrantyId: null }],
        orderTotal: 1299,
      },
    });
    expect(availabilityRequestSchema.safeParse(body).success).toBe(true);
  });

  it('carries a valid e-mail and phone', () => {
    const body = availabilityBody(
      { email: 'ada@example.com', phoneNumber: '0412 345 678', deliveryAddress: { suburb: 'Ponsonby', state: '', postcode: '1011' } },
      { cart, uniqueRequirements: true, override: false, services: [] },
    );
    expect(body).toMatchObject({ email: 'ada@example.com', phoneNumber: '0412 345 678', uniqueDeliveryRequirements: true });
    expect(body.deliveryAddress.state).toBeNull();
    expect(availabilityRequestSchema.safeParse(body).success).toBe(true);
  });
});

describe('the delivery checks of the page’s resolver', () => {
  it('asks for the storage-fee acknowledgement only while required', () => {
    const required = { storageFeeRequired: true, uniqueRequirements: false };
    expect(deliveryFormIssues({ deliveryDate: [2027, 2, 1], stockFeeAcknowledged: false }, required)).toEqual([
      {
        path: ['stockFeeAcknowledged'],
        message: 'To continue, please tick the box to acknowledge that my delivery date selection will incur a daily fee.',
      },
    ]);
    expect(deliveryFormIssues({ deliveryDate: [2027, 2, 1], stockFeeAcknowledged: true }, required)).toEqual([]);
    expect(
      deliveryFormIssues({ deliveryDate: [2027, 2, 1], stockFeeAcknowledged: null }, { ...required, storageFeeRequired: false }),
    ).toEqual([]);
  });

  it('needs a date unless cash and carry or unique requirements', () => {
    const none = { storageFeeRequired: false, uniqueRequirements: false };
    expect(deliveryFormIssues({ deliveryDate: null }, none).map((issue) => issue.message)).toEqual([
      'There is an error with the delivery date. Please try again or contact support.',
    ]);
    expect(deliveryFormIssues({ deliveryDate: null, cashAndCarry: true }, none)).toEqual([]);
    expect(deliveryFormIssues({ deliveryDate: null }, { ...none, uniqueRequirements: true })).toEqual([]);
  });
});
