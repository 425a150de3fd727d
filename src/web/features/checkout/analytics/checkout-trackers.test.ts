import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { trackedEventSchema } from '../../../../contracts/analytics';
import {
  affiliateConversion,
  ecommerceEvent,
  pinboardEvent,
  submissionErrorEvent,
  type AnalyticsCart,
} from '../../../../domain/checkout-analytics';
import { checkoutTrackers, sandboxAdTag, sandboxAffiliatePixel, sandboxFraudCheck } from './checkout-trackers';

const CART: AnalyticsCart = {
  currency: 'NZD',
  country: 'NZ',
  orderTotal: 2_399,
  discount: 0,
  couponCode: null,
  lines: Array.from({ length: 30 }, (_, i) => ({
    sku: `SKU-${i}`,
    title: `Product ${i} with a long enough title to be realistic`,
    brand: 'Fisher & Paykel',
    category: 'Refrigerators',
    price: 79.95,
    quantity: 1,
  })),
};

/** What reached our events endpoint: the beacons the adapters sent, as the server parses them. */
let sent: unknown[] = [];
beforeEach(() => {
  sent = [];
  vi.stubGlobal('window', {});
  vi.stubGlobal('navigator', {
    sendBeacon: (_path: string, body: string) => {
      sent.push(JSON.parse(body));
      return true;
    },
  });
});
afterEach(() => vi.unstubAllGlobals());

const accepted = () => sent.map((event) => trackedEventSchema.safeParse(event));

describe('the checkout adapters', () => {
  it('send every checkout event in a shape our events endpoint accepts, a 30-line cart included', () => {
    const trackers = checkoutTrackers();
    trackers.event(ecommerceEvent('begin_checkout', CART));
    trackers.event(ecommerceEvent('add_payment_info', CART, { paymentOption: 'Default' }));
    trackers.event(submissionErrorEvent(CART, { errors: ['x'.repeat(600)], paymentOption: 'Default', errorCode: 401 }));
    expect(accepted().map((result) => result.error?.issues ?? [])).toEqual([[], [], []]);
    expect((sent[2] as { label: string }).label).toHaveLength(500);
  });

  it('the sandbox pin-board tag and affiliate report to our endpoint what the real ones would get', () => {
    sandboxAdTag.track(pinboardEvent('checkout', CART, 'W1000123'));
    const order = { webOrderId: 'W1000123', shippingCost: 0, paymentOption: 'Default', isReturningCustomer: false };
    sandboxAffiliatePixel.report(
      affiliateConversion({ campaign: sandboxAffiliatePixel.campaign, clickReference: 'ref-1', cart: CART, order }),
    );
    expect(accepted().every((result) => result.success)).toBe(true);
    expect(sent).toMatchObject([
      { name: 'pinboard_tag', action: 'checkout', data: { order_id: 'W1000123', order_quantity: 30 } },
      { name: 'affiliate_conversion', label: 'ref-1', data: { campaign: 'sandbox-campaign', webOrderId: 'W1000123', tax: 312.91 } },
    ]);
    // New Zealand's GST (15 %): the tax is 3/23 of NZ$2,399 and a line's price ex tax is NZ$79.95 / 1.15.
    expect((sent[1] as { items: { price: number }[] }).items[0]!.price).toBe(69.52);
  });

  it('the sandbox anti-fraud check gives a fresh token marked as the sandbox’s', async () => {
    const [first, second] = [await sandboxFraudCheck.token(), await sandboxFraudCheck.token()];
    expect(first).toMatch(/^sandbox-fraud-[0-9a-f-]{36}$/);
    expect(second).not.toBe(first);
  });
});
