import { eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { CheckoutAnswer } from '../../src/contracts/checkout';
import type { ErrorBody } from '../../src/contracts/errors';
import { orders, promoCodeUses, sandboxGatewayPayments } from '../../src/db/schema';
import { CHECKOUT_MESSAGES } from '../../src/domain/checkout-fields';
import { cartClient, insertAccount, insertCartProduct, insertCode, sellingShelf, visitorCookie } from '../support/cart-fixtures';
import { encryptedValues, readyCart, stockOf, submitCheckout, TIMEOUT_CARD } from '../support/checkout-fixtures';
import { asCustomer } from '../support/test-caller';
import { createTestApp, workerDatabase } from '../support/test-app';

/**
 * "Never lost, never doubled" (issue 12). Each runs on PGlite and, with DATABASE_URL, on PostgreSQL,
 * where the requests really do run side by side.
 */

const db = async () => (await workerDatabase()).db;
const statuses = (answers: { statusCode: number }[]) => answers.map((a) => a.statusCode).sort();

async function ordersFor(cartIds: string[]) {
  return (await db()).select().from(orders).where(inArray(orders.cartId, cartIds));
}

async function ledgerFor(orderNumbers: string[]) {
  if (orderNumbers.length === 0) return [];
  return (await db()).select().from(sandboxGatewayPayments).where(inArray(sandboxGatewayPayments.merchantReference, orderNumbers));
}

describe('one checkout submitted twenty times at once', () => {
  it('makes exactly one order and one authorisation; a retry with the first key gets the first answer', async () => {
    const app = await createTestApp();
    const ready = await readyCart(app, { headers: asCustomer(await insertAccount()), stock: 50 });
    const encrypted = await encryptedValues(app, ready.headers);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => submitCheckout(app, ready, { key: `double-click-${i}`, encrypted })),
    );
    expect(statuses(answers)).toEqual([200, ...Array.from({ length: 19 }, () => 409)]);
    const winner = answers.find((a) => a.statusCode === 200)!;
    const placed = await ordersFor([ready.cartId]);
    expect(placed).toHaveLength(1);
    expect(await ledgerFor(placed.map((o) => o.orderNumber))).toHaveLength(1);
    expect(await stockOf(ready.product.id)).toBe(49);

    const key = `double-click-${answers.indexOf(winner)}`;
    const retry = await submitCheckout(app, ready, { key, encrypted });
    expect(retry.statusCode).toBe(200);
    expect(retry.json<CheckoutAnswer>()).toEqual(winner.json<CheckoutAnswer>());
    expect(await ordersFor([ready.cartId])).toHaveLength(1);
  });
});

describe('the last unit', () => {
  it('goes to exactly one of fifty buyers; stock never goes below zero', async () => {
    const app = await createTestApp();
    const product = await insertCartProduct(await sellingShelf(), { priceCents: 500_00 });
    const buyers = [];
    for (let i = 0; i < 50; i += 1) buyers.push(await readyCart(app, { product, stock: 1 }));
    const { setStock } = await import('../support/checkout-fixtures');
    await setStock(product.id, 1);
    const answers = await Promise.all(buyers.map((ready) => submitCheckout(app, ready)));
    expect(statuses(answers)).toEqual([200, ...Array.from({ length: 49 }, () => 409)]);
    expect((await ordersFor(buyers.map((b) => b.cartId))).filter((o) => o.status !== 'cancelled')).toHaveLength(1);
    expect(await stockOf(product.id)).toBe(0);
  });
});

describe('a coupon with one use left', () => {
  it('is used by exactly one of ten concurrent orders', async () => {
    const app = await createTestApp();
    const shelf = await sellingShelf();
    const code = await insertCode({ kind: 'fixed', amountCents: 50_00, maxUses: 1 });
    const buyers = [];
    for (let i = 0; i < 10; i += 1) {
      const ready = await readyCart(app, { product: undefined, priceCents: 300_00 });
      const applied = await cartClient(app, ready.headers).applyCode({ code: code.code });
      expect(applied.statusCode, applied.body).toBe(200);
      buyers.push(ready);
    }
    void shelf;
    const answers = await Promise.all(buyers.map((ready) => submitCheckout(app, ready)));
    expect(statuses(answers)).toEqual([200, ...Array.from({ length: 9 }, () => 422)]);
    const uses = await (await db()).select().from(promoCodeUses).where(eq(promoCodeUses.codeId, code.id));
    expect(uses).toHaveLength(1);
  });
});

describe('a gateway that answers too late, or a database that fails after the gateway approved', () => {
  function clock() {
    let at = Date.now();
    return { now: () => new Date(at), advance: (ms: number) => void (at += ms) };
  }

  it('timeout: the order waits, then reconciliation voids the authorisation and gives everything back', async () => {
    const time = clock();
    const app = await createTestApp({ now: time.now, env: { PAYMENT_GATEWAY_TIMEOUT_MS: '150' } });
    const ready = await readyCart(app, { stock: 2 });
    const res = await submitCheckout(app, ready, { card: TIMEOUT_CARD });
    expect(res.statusCode).toBe(503);
    expect(res.json<ErrorBody>().errors).toEqual([CHECKOUT_MESSAGES.checkoutOther('1300 000 400')]);
    const [pending] = await ordersFor([ready.cartId]);
    expect(pending).toMatchObject({ status: 'pending' });
    expect(await ledgerFor([pending!.orderNumber])).toEqual([expect.objectContaining({ state: 'authorised' })]);

    time.advance(31 * 60 * 1000);
    await app.outboxWorker.runOnce();
    const [after] = await ordersFor([ready.cartId]);
    expect(after).toMatchObject({ status: 'cancelled' });
    expect(await ledgerFor([pending!.orderNumber])).toEqual([expect.objectContaining({ state: 'voided' })]);
    expect(await stockOf(ready.product.id)).toBe(2);
  });

  it('database failure after approval: no order is placed, and reconciliation voids the authorisation', async () => {
    const time = clock();
    const { PassThrough } = await import('node:stream');
    const logs = new PassThrough();
    const lines: string[] = [];
    logs.on('data', (d) => lines.push(String(d)));
    const app = await createTestApp({ now: time.now, logStream: logs, env: { LOG_LEVEL: 'error' } });
    const handle = await db();
    await handle.execute(sql`create or replace function fail_placing() returns trigger language plpgsql as $$
      begin raise exception 'the database failed'; end $$`);
    await handle.execute(sql`create trigger fail_placing before update on orders for each row
      when (new.status = 'placed' and new.contact_email = 'db-failure@example.com') execute function fail_placing()`);
    try {
      const ready = await readyCart(app, { stock: 2 });
      const res = await submitCheckout(app, ready, { body: { email: 'db-failure@example.com' } });
      expect(res.statusCode, lines.join('\n')).toBe(503);
      const [pending] = await ordersFor([ready.cartId]);
      expect(pending).toMatchObject({ status: 'pending' });
      expect(await ledgerFor([pending!.orderNumber])).toEqual([expect.objectContaining({ state: 'authorised' })]);

      time.advance(31 * 60 * 1000);
      await app.outboxWorker.runOnce();
      expect(await ordersFor([ready.cartId])).toEqual([expect.objectContaining({ status: 'cancelled', paymentState: 'voided' })]);
      expect(await ledgerFor([pending!.orderNumber])).toEqual([expect.objectContaining({ state: 'voided' })]);
      expect(await stockOf(ready.product.id)).toBe(2);
    } finally {
      await handle.execute(sql`drop trigger if exists fail_placing on orders`);
    }
  });

  it('an approved order is captured: order and payment both exist', async () => {
    const app = await createTestApp();
    const ready = await readyCart(app, { headers: { cookie: visitorCookie() } });
    const res = await submitCheckout(app, ready);
    expect(res.statusCode).toBe(200);
    const [order] = await ordersFor([ready.cartId]);
    expect(order).toMatchObject({ status: 'invoiced', paymentState: 'captured' });
    expect(await ledgerFor([order!.orderNumber])).toEqual([expect.objectContaining({ state: 'captured' })]);
  });
});
