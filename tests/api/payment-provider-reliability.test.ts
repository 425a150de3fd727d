import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ErrorBody } from '../../src/contracts/errors';
import { deliveryDayCapacity, orders, payments } from '../../src/db/schema';
import { readyCart, stockOf } from '../support/checkout-fixtures';
import {
  confirmReturn,
  decideOnPage,
  ordersOf,
  postCallback,
  sessionOf,
  signedCallback,
  startRedirect,
} from '../support/provider-fixtures';
import { createTestApp, workerDatabase } from '../support/test-app';

/**
 * "Never lost, never doubled" for the providers beyond the card (issue 13): the shopper's return and
 * the provider's callback settle through one path. Runs on PGlite and, with DATABASE_URL, on
 * PostgreSQL, where the requests really do run side by side.
 */

const db = async () => (await workerDatabase()).db;
const SLOW = 180_000;
const count = (statuses: number[], status: number) => statuses.filter((s) => s === status).length;

async function orderRow(cartId: string) {
  const [row] = await (await db()).select().from(orders).where(eq(orders.cartId, cartId));
  return row!;
}
async function paymentRow(orderId: string) {
  const [row] = await (await db()).select().from(payments).where(eq(payments.orderId, orderId));
  return row!;
}

describe('the return and the callback racing', () => {
  it(
    'twenty returns and twenty callbacks at once: one order, one capture, every return answers the order',
    async () => {
      const app = await createTestApp();
      const ready = await readyCart(app, { stock: 5 });
      const { reference, answer } = await startRedirect(app, ready, 'AfterPay');
      const back = await decideOnPage(app, 'afterpay', reference, 'approve');
      const session = await sessionOf(reference);
      const signed = signedCallback(reference, 'approved', session.amountCents, 'evt-race');
      const arrivals = await Promise.all(
        Array.from({ length: 40 }, (_, i) =>
          i % 2 === 0 ? confirmReturn(app, ready.headers, back) : postCallback(app, 'afterpay', signed),
        ),
      );
      const returns = arrivals.filter((_, i) => i % 2 === 0).map((a) => a.statusCode);
      const callbacks = arrivals.filter((_, i) => i % 2 === 1).map((a) => a.statusCode);
      expect(returns).toEqual(Array.from({ length: 20 }, () => 200));
      expect(count(callbacks, 200) + count(callbacks, 409)).toBe(20);
      expect(count(callbacks, 200)).toBeLessThanOrEqual(1);
      expect(await ordersOf([ready.cartId])).toEqual([
        expect.objectContaining({ orderNumber: answer.orderReference, status: 'invoiced', paymentState: 'captured' }),
      ]);
      expect(await sessionOf(reference)).toMatchObject({ state: 'captured', captures: 1 });
      expect(await stockOf(ready.product.id)).toBe(4);
    },
    SLOW,
  );

  it('the callback before the shopper returns: the order is placed by the callback, the return answers it', async () => {
    const app = await createTestApp();
    const ready = await readyCart(app);
    const { reference } = await startRedirect(app, ready, 'PayPal');
    const back = await decideOnPage(app, 'paypal', reference, 'approve');
    const callback = await postCallback(app, 'paypal', signedCallback(reference, 'approved', (await sessionOf(reference)).amountCents));
    expect(callback.statusCode, callback.body).toBe(200);
    expect(callback.json()).toMatchObject({ received: true, state: 'invoiced' });
    const res = await confirmReturn(app, ready.headers, back);
    expect(res.statusCode).toBe(200);
    expect(await sessionOf(reference)).toMatchObject({ captures: 1 });
  });

  it('the sandbox sends its callback before the shopper is back, twice: one order, one capture', async () => {
    const app = await createTestApp({ env: { SANDBOX_CALLBACK_DELAY_MS: '0', SANDBOX_CALLBACK_COPIES: '2' } });
    const ready = await readyCart(app);
    const { reference } = await startRedirect(app, ready, 'Zip');
    const back = await decideOnPage(app, 'zip', reference, 'approve');
    // The callbacks arrived while the shopper was on their way back.
    expect(await ordersOf([ready.cartId])).toEqual([expect.objectContaining({ status: 'invoiced' })]);
    expect((await confirmReturn(app, ready.headers, back)).statusCode).toBe(200);
    expect(await sessionOf(reference)).toMatchObject({ captures: 1 });
  });
});

describe('callbacks that must change nothing', () => {
  it('a duplicate callback is refused after the first placed the order', async () => {
    const app = await createTestApp();
    const ready = await readyCart(app);
    const { reference } = await startRedirect(app, ready, 'Klarna');
    await decideOnPage(app, 'klarna', reference, 'approve');
    const signed = signedCallback(reference, 'approved', (await sessionOf(reference)).amountCents);
    expect((await postCallback(app, 'klarna', signed)).statusCode).toBe(200);
    const before = await orderRow(ready.cartId);
    const again = await postCallback(app, 'klarna', signed);
    expect(again.statusCode).toBe(409);
    expect(await orderRow(ready.cartId)).toEqual(before);
    expect(await sessionOf(reference)).toMatchObject({ captures: 1 });
  });

  it('a forged signature is refused (401): the order stays pending with its stock held', async () => {
    const app = await createTestApp();
    const ready = await readyCart(app, { stock: 2 });
    const { reference } = await startRedirect(app, ready, 'Humm');
    const amount = (await sessionOf(reference)).amountCents;
    const before = await orderRow(ready.cartId);
    const forged = signedCallback(reference, 'approved', amount);
    const res = await postCallback(app, 'humm', forged, 'a'.repeat(64));
    expect(res.statusCode).toBe(401);
    expect(res.json<ErrorBody>().errors).toEqual(['The callback signature is not valid.']);
    // Signed for another outcome, or another provider's route: the signature does not match either.
    const declinedSignature = signedCallback(reference, 'declined', amount, forged.callback.eventId).signature;
    expect((await postCallback(app, 'humm', forged, declinedSignature)).statusCode).toBe(401);
    expect((await postCallback(app, 'humm', forged, '')).statusCode).toBe(401);
    expect(await orderRow(ready.cartId)).toEqual(before);
    expect(await paymentRow(before.id)).toMatchObject({ state: 'pending' });
    expect(await stockOf(ready.product.id)).toBe(1);
  });

  it('a callback for an unknown payment, a cancelled order or a paid order is refused and changes nothing', async () => {
    const app = await createTestApp();
    expect((await postCallback(app, 'afterpay', signedCallback('AFTERPAY-unknown', 'approved', 100_00))).statusCode).toBe(404);

    const cancelled = await readyCart(app, { stock: 2 });
    const first = await startRedirect(app, cancelled, 'AfterPay');
    const back = await decideOnPage(app, 'afterpay', first.reference, 'cancel');
    expect((await confirmReturn(app, cancelled.headers, back)).statusCode).toBe(400);
    const cancelledBefore = await orderRow(cancelled.cartId);
    const late = await postCallback(
      app,
      'afterpay',
      signedCallback(first.reference, 'approved', (await sessionOf(first.reference)).amountCents),
    );
    expect(late.statusCode).toBe(409);
    expect(await orderRow(cancelled.cartId)).toEqual(cancelledBefore);
    expect(await stockOf(cancelled.product.id)).toBe(2);

    const paid = await readyCart(app);
    const second = await startRedirect(app, paid, 'AfterPay');
    await confirmReturn(app, paid.headers, await decideOnPage(app, 'afterpay', second.reference, 'approve'));
    const paidBefore = await orderRow(paid.cartId);
    const amount = (await sessionOf(second.reference)).amountCents;
    expect((await postCallback(app, 'afterpay', signedCallback(second.reference, 'declined', amount))).statusCode).toBe(409);
    expect(await orderRow(paid.cartId)).toEqual(paidBefore);
    expect(await sessionOf(second.reference)).toMatchObject({ captures: 1 });
  });

  it('a malformed callback or an unknown provider is refused (400) whoever sends it', async () => {
    const app = await createTestApp();
    const ready = await readyCart(app);
    const { reference } = await startRedirect(app, ready, 'AfterPay');
    const amount = (await sessionOf(reference)).amountCents;
    const signed = signedCallback(reference, 'approved', amount);
    const bad = await postCallback(app, 'afterpay', { callback: { ...signed.callback, outcome: 'maybe' }, signature: signed.signature });
    expect(bad.statusCode).toBe(400);
    expect((await postCallback(app, 'nosuchpay', signed)).statusCode).toBe(400);
    expect((await orderRow(ready.cartId)).status).toBe('pending');
  });

  it('a validly signed callback whose outcome the provider did not decide settles nothing: the provider is asked', async () => {
    const app = await createTestApp();
    // The shopper has not decided yet: a signed "approved" (forged, or replayed from elsewhere) is refused.
    const undecided = await readyCart(app, { stock: 2 });
    const first = await startRedirect(app, undecided, 'PayPal');
    const early = await postCallback(
      app,
      'paypal',
      signedCallback(first.reference, 'approved', (await sessionOf(first.reference)).amountCents),
    );
    expect(early.statusCode).toBe(409);
    expect(early.json<ErrorBody>().errors).toEqual(['The provider has not decided on this payment yet: the callback changes nothing.']);
    expect((await orderRow(undecided.cartId)).status).toBe('pending');
    expect(await stockOf(undecided.product.id)).toBe(1);

    // The shopper declined at the provider: a body saying "approved" does not place the order.
    const declined = await readyCart(app, { stock: 2 });
    const second = await startRedirect(app, declined, 'Zip');
    await decideOnPage(app, 'zip', second.reference, 'decline');
    const forged = await postCallback(
      app,
      'zip',
      signedCallback(second.reference, 'approved', (await sessionOf(second.reference)).amountCents),
    );
    expect(forged.statusCode, forged.body).toBe(200);
    expect(forged.json()).toMatchObject({ received: true, state: 'cancelled' });
    const order = await orderRow(declined.cartId);
    expect(order.status).toBe('cancelled');
    expect((await paymentRow(order.id)).state).not.toBe('captured');
    expect(await sessionOf(second.reference)).toMatchObject({ captures: 0 });
    expect(await stockOf(declined.product.id)).toBe(2);
  });

  it('a callback with another amount than the payment is refused (400)', async () => {
    const app = await createTestApp();
    const ready = await readyCart(app);
    const { reference } = await startRedirect(app, ready, 'AfterPay');
    await decideOnPage(app, 'afterpay', reference, 'approve');
    const res = await postCallback(app, 'afterpay', signedCallback(reference, 'approved', 1));
    expect(res.statusCode).toBe(400);
    expect((await orderRow(ready.cartId)).status).toBe('pending');
  });
});

describe('a provider that never calls back', () => {
  function clock() {
    let at = Date.now();
    return { now: () => new Date(at), advance: (ms: number) => void (at += ms) };
  }

  it('the pending order expires: stock and the delivery day are given back, the session voided, a late callback refused', async () => {
    const time = clock();
    const app = await createTestApp({ now: time.now });
    // Other tests' pending orders share the day: let them expire first, so only this order moves the count.
    time.advance(31 * 60 * 1000);
    while ((await app.outboxWorker.runOnce()) > 0);
    // The delivery day is chosen on the advanced clock: chosen before it, a day whose order cut-off
    // fell inside those 31 minutes was refused at checkout (a CI run at 9:35 in Sydney).
    const ready = await readyCart(app, { stock: 3 });
    const [y, m, d] = ready.delivery.date;
    const day = `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
    const booked = async () => {
      const rows = await (await db()).select().from(deliveryDayCapacity).where(eq(deliveryDayCapacity.day, day));
      return rows.reduce((sum, row) => sum + row.booked, 0);
    };
    const bookedBefore = await booked();
    const { reference } = await startRedirect(app, ready, 'AfterPay');
    await decideOnPage(app, 'afterpay', reference, 'approve');
    expect(await stockOf(ready.product.id)).toBe(2);
    expect(await booked()).toBe(bookedBefore + 1);

    time.advance(29 * 60 * 1000);
    while ((await app.outboxWorker.runOnce()) > 0);
    expect((await orderRow(ready.cartId)).status).toBe('pending');

    time.advance(2 * 60 * 1000);
    while ((await app.outboxWorker.runOnce()) > 0);
    expect(await orderRow(ready.cartId)).toMatchObject({ status: 'cancelled', paymentState: 'voided' });
    expect(await stockOf(ready.product.id)).toBe(3);
    expect(await booked()).toBe(bookedBefore);
    expect(await sessionOf(reference)).toMatchObject({ state: 'voided', captures: 0 });

    const late = await postCallback(app, 'afterpay', signedCallback(reference, 'approved', (await sessionOf(reference)).amountCents));
    expect(late.statusCode).toBe(409);
    expect((await orderRow(ready.cartId)).status).toBe('cancelled');
  });
});
