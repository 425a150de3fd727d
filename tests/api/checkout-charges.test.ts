import { describe, expect, it } from 'vitest';
import type { Cart } from '../../src/contracts/cart';
import type { Availability, CheckoutView, OrderConfirmation } from '../../src/contracts/checkout';
import type { CheckoutCharges } from '../../src/domain/checkout-charges';
import { daysBetween } from '../../src/domain/storage-fee';
import { summaryCharges } from '../../src/web/features/checkout/summary-charges';
import { cartClient, insertCode } from '../support/cart-fixtures';
import { checkoutBody, readyCart, submitCheckout, type ReadyCart } from '../support/checkout-fixtures';
import { createTestApp } from '../support/test-app';

/**
 * Issue 36 item 12: the total the checkout summary shows is the total the order charges. The summary
 * is computed here exactly as the page computes it (summaryCharges, from the cart, the checkout view
 * and the delivery calendar the page reads), then the order is placed with the same choices.
 * Before the fix a storage fee was charged but neither listed nor counted in the summary.
 */

type Triple = [number, number, number];
const isoOf = ([y, m, d]: readonly number[]) => `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
const tripleOf = (iso: string) => iso.split('-').map(Number) as Triple;

/** What the page's summary shows for a delivery day `daysAfterFirst` (or the next open one) after the first, with these services. */
async function summaryShown(
  app: Awaited<ReturnType<typeof createTestApp>>,
  ready: ReadyCart,
  choice: { daysAfterFirst: number; services?: string[] },
): Promise<{ charges: CheckoutCharges; date: Triple }> {
  const { headers, cartId } = ready;
  const view = (await app.inject({ url: '/api/checkout', headers })).json<CheckoutView>();
  const cart = (await app.inject({ url: '/api/cart/', headers })).json<Cart>();
  const services = choice.services ?? [];
  const { deliveryAddress } = checkoutBody(cartId);
  const calendar = (
    await app.inject({
      method: 'POST',
      url: '/api/checkout/avail',
      headers,
      payload: { cartId, deliveryAddress, deliveryServices: services },
    })
  ).json<Availability>();
  const open = calendar.dates.filter((d) => d.available);
  const first = isoOf(open[0]!.date);
  const day = open.find((d) => daysBetween(first, isoOf(d.date)) >= choice.daysAfterFirst);
  if (!day) throw new Error(`the calendar offers no day ${choice.daysAfterFirst} days after ${first}`);
  const charges = summaryCharges({
    cart,
    cashAndCarry: false,
    opts: view.opts,
    delivery: {
      selectedDate: isoOf(day.date),
      selectedIsToday: false,
      shippingCost: day.price,
      supplierLines: Object.entries(calendar.supplierAvailability).map(([supplier, entry]) => ({
        supplier,
        date: isoOf(entry.dates[0]!.date),
        price: entry.dates[0]!.price,
      })),
      chosenServices: calendar.deliveryServices.filter((service) => services.includes(service.sku)),
      firstAvailableDate: first,
      uniqueRequirements: false,
    },
  });
  return { charges, date: tripleOf(isoOf(day.date)) };
}

async function placedOrder(app: Awaited<ReturnType<typeof createTestApp>>, ready: ReadyCart, body: Record<string, unknown>) {
  const res = await submitCheckout(app, ready, { body });
  expect(res.statusCode, res.body).toBe(200);
  return (await app.inject({ url: `/api/checkout/confirmation?id=${ready.cartId}`, headers: ready.headers })).json<OrderConfirmation>();
}

const dollars = (cents: number) => cents / 100;

// Each places a whole order on a busy machine.
describe('the checkout summary’s total is the order’s total', { timeout: 120_000 }, () => {
  it('with a storage fee: a day 65 days after the first lists "Storage fee" and charges exactly the shown total', async () => {
    const app = await createTestApp();
    const ready = await readyCart(app, { priceCents: 649_00 });
    const { charges, date } = await summaryShown(app, ready, { daysAfterFirst: 65 });
    const storage = charges.fees.find((fee) => fee.kind === 'storage');
    expect(storage?.label).toBe('Storage fee');
    expect(storage!.cents).toBeGreaterThanOrEqual(20_00);

    const order = await placedOrder(app, ready, { deliveryDate: date, stockFeeAcknowledged: true });
    expect(order.storageFee).toBe(dollars(storage!.cents));
    expect(order.orderTotal).toBe(dollars(charges.totalCents));
    expect(order.paidNow).toBe(dollars(charges.totalCents));
  });

  it('with a paid delivery service, a coupon and a deposit: the same total, the deposit paid now and the rest due', async () => {
    const app = await createTestApp();
    const ready = await readyCart(app, { priceCents: 1_200_00 });
    const coupon = await insertCode({ kind: 'percentage', percentOff: 10 });
    expect((await cartClient(app, ready.headers).applyCode({ code: coupon.code })).statusCode).toBe(200);
    const { deliveryAddress } = checkoutBody(ready.cartId);
    const calendar = (
      await app.inject({
        method: 'POST',
        url: '/api/checkout/avail',
        headers: ready.headers,
        payload: { cartId: ready.cartId, deliveryAddress },
      })
    ).json<Availability>();
    const service = calendar.deliveryServices.find((s) => s.price > 0);
    expect(service, 'the fixture address offers a paid delivery service').toBeDefined();

    const { charges, date } = await summaryShown(app, ready, { daysAfterFirst: 0, services: [service!.sku] });
    expect(charges.fees).toContainEqual({ kind: 'service', label: service!.title, cents: Math.round(service!.price * 100) });
    const depositCents = Math.ceil(charges.totalCents * 0.4);
    const order = await placedOrder(app, ready, {
      deliveryDate: date,
      deliveryServices: [service!.sku],
      partialPayment: dollars(depositCents),
    });
    expect(order.couponDiscount).toBe(120);
    expect(order.orderTotal).toBe(dollars(charges.totalCents));
    expect(order.paidNow).toBe(dollars(depositCents));
    expect(order.balanceDue).toBe(dollars(charges.totalCents - depositCents));
  });
});
