import { describe, expect, it } from 'vitest';
import {
  affiliateConversion,
  affiliateConversionUrl,
  ecommerceEvent,
  ga4Tax,
  pinboardEvent,
  purchaseEvent,
  submissionErrorEvent,
  type AnalyticsCart,
} from './checkout-analytics';
import { clickReferenceFromSearch } from './affiliate-click-reference';

const CART: AnalyticsCart = {
  currency: 'AUD',
  country: 'AU',
  orderTotal: 1_649,
  discount: 164.9,
  couponCode: 'SAVE10',
  lines: [
    { sku: 'WM-100', title: 'Front loader 8kg', brand: 'Miele', category: 'Washing Machines', price: 1_100, quantity: 1 },
    { sku: 'KT-7', title: 'Kettle', brand: 'Breville', category: 'Kettles', price: 300, lineDiscount: 51, quantity: 2 },
  ],
};

describe('GA4 ecommerce events', () => {
  it('carry the items with id, name, unit price after the line discount, brand, category and quantity', () => {
    expect(ecommerceEvent('begin_checkout', CART)).toEqual({
      name: 'begin_checkout',
      category: 'ecommerce',
      action: 'begin_checkout',
      data: { currency: 'AUD', value: 1649, coupon: 'SAVE10' },
      items: [
        {
          item_id: 'WM-100',
          item_name: 'Front loader 8kg',
          price: 1100,
          item_brand: 'Miele',
          item_category: 'Washing Machines',
          quantity: 1,
        },
        { item_id: 'KT-7', item_name: 'Kettle', price: 274.5, item_brand: 'Breville', item_category: 'Kettles', quantity: 2 },
      ],
    });
  });

  it('add_payment_info names the payment type; add_shipping_info the locality', () => {
    expect(ecommerceEvent('add_payment_info', CART, { paymentOption: 'Default' }).data).toMatchObject({ payment_type: 'Credit Card' });
    expect(ecommerceEvent('add_shipping_info', CART, { shippingTier: '2000 Sydney, NSW' }).data).toMatchObject({
      shipping_tier: '2000 Sydney, NSW',
    });
  });

  it('a purchase reports GA4 tax as 10 % of revenue', () => {
    expect(ga4Tax(1649, 'AU')).toBe(164.9);
    expect(purchaseEvent(CART, { orderReference: 'W1000123', shippingCost: 49 }).data).toEqual({
      transaction_id: 'W1000123',
      currency: 'AUD',
      value: 1649,
      tax: 164.9,
      shipping: 49,
      coupon: 'SAVE10',
    });
  });
});

describe('a New Zealand purchase (aol-nz)', () => {
  it('reports GA4 tax at New Zealand’s 15 %, in NZD', () => {
    const nz: AnalyticsCart = { ...CART, currency: 'NZD', country: 'NZ' };
    expect(purchaseEvent(nz, { orderReference: 'N1000123', shippingCost: 49 }).data).toMatchObject({
      currency: 'NZD',
      value: 1649,
      tax: 247.35,
    });
  });
});

describe('submissionErrorEvent', () => {
  const failure = { errors: ['Please check your card number.', 'second'], paymentOption: 'Default' };

  it('reports category Checkout, action Submit error, the first message and the failure details', () => {
    expect(submissionErrorEvent(CART, { ...failure, refusalReason: 'Refused', errorCode: 402, orderId: 'W1' })).toMatchObject({
      name: 'submission-error',
      category: 'Checkout',
      action: 'Submit error',
      label: 'Please check your card number.',
      data: { paymentMethod: 'Credit Card', failureReason: 'Refused', orderId: 'W1', total: 1649, discount: 164.9, coupon: 'SAVE10' },
    });
  });

  it('falls back to the error code when there is no refusal reason', () => {
    expect(submissionErrorEvent(CART, { ...failure, errorCode: 401 }).data).toMatchObject({ failureReason: '401', orderId: null });
  });
});

describe('the pin-board tag', () => {
  it('sends the order value, quantity and line items, with the order id on checkout', () => {
    const checkout = pinboardEvent('checkout', CART, 'W1000123');
    expect(checkout.event).toBe('checkout');
    expect(checkout.data).toMatchObject({ value: 1649, order_quantity: 3, currency: 'AUD', order_id: 'W1000123' });
    expect(checkout.data.line_items[1]).toEqual({
      product_id: 'KT-7',
      product_name: 'Kettle',
      product_price: 274.5,
      product_quantity: 2,
      product_brand: 'Breville',
      product_category: 'Kettles',
    });
    expect(pinboardEvent('pagevisit', CART).data).not.toHaveProperty('order_id');
  });
});

describe('the affiliate conversion', () => {
  const conversion = affiliateConversion({
    campaign: 'cmp-7',
    clickReference: 'abc123',
    cart: CART,
    order: { webOrderId: 'W1000123', shippingCost: 49, paymentOption: 'Default', isReturningCustomer: true },
  });

  it('prices lines ex tax (price / 1.1) and reports the GST of the total', () => {
    expect(conversion).toEqual({
      campaign: 'cmp-7',
      clickReference: 'abc123',
      webOrderId: 'W1000123',
      shippingCost: 49,
      tax: 149.91,
      paymentType: 'Credit Card',
      isReturningCustomer: true,
      lines: [
        { sku: 'WM-100', name: 'Front loader 8kg', brand: 'Miele', category: 'Washing Machines', price: 1000, quantity: 1 },
        { sku: 'KT-7', name: 'Kettle', brand: 'Breville', category: 'Kettles', price: 249.55, quantity: 2 },
      ],
    });
  });

  it('in New Zealand (aol-nz) takes 15 % GST out: prices divided by 1.15, the tax 3/23 of the total', () => {
    const nz = affiliateConversion({
      campaign: 'cmp-7',
      clickReference: 'abc123',
      cart: { ...CART, currency: 'NZD', country: 'NZ' },
      order: { webOrderId: 'N1000123', shippingCost: 49, paymentOption: 'Default', isReturningCustomer: false },
    });
    expect(nz.tax).toBe(215.09);
    expect(nz.lines.map((line) => [line.sku, line.price])).toEqual([
      ['WM-100', 956.52],
      ['KT-7', 238.7],
    ]);
  });

  it('builds the tracking image address with every order field, encoded', () => {
    const url = new URL(affiliateConversionUrl('https://affiliate.example/conversion.png', conversion));
    expect(url.origin + url.pathname).toBe('https://affiliate.example/conversion.png');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      campaign: 'cmp-7',
      clickref: 'abc123',
      webOrderId: 'W1000123',
      shippingCost: '49.00',
      tax: '149.91',
      paymentType: 'Credit Card',
      isReturningCustomer: '1',
    });
    expect(JSON.parse(url.searchParams.get('basket')!)).toEqual(conversion.lines);
  });

  it('reads a click reference from a landing address and refuses odd ones', () => {
    expect(clickReferenceFromSearch('?utm_source=x&clickref=abc-123.x')).toBe('abc-123.x');
    expect(clickReferenceFromSearch('?clickref=<script>')).toBeNull();
    expect(clickReferenceFromSearch('?other=1')).toBeNull();
  });
});
