import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { INPUT_TOO_DEEP_MESSAGE, MAX_INPUT_DEPTH } from '../../src/api/http/validate';
import type { ErrorBody } from '../../src/contracts/errors';
import { orders } from '../../src/db/schema';
import { CHECKOUT_MESSAGES, ORDER_TOTAL_LIMIT_CENTS } from '../../src/domain/checkout-fields';
import { AUSTRALIAN_DOLLARS, formatMoney } from '../../src/domain/money-format';
import { unique } from '../support/fixtures';
import { readyCart, submitCheckout } from '../support/checkout-fixtures';
import { createTestApp, workerDatabase } from '../support/test-app';

/** Two inputs that answered 500 (issue 36, item 9): deeply nested JSON, and an order past 2^31 cents. */

/** Building the app and pricing a checkout: slow on a busy machine. */
const SLOW = 120_000;
const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

describe('JSON nested deeper than any contract', () => {
  it(
    'is refused with a 400 that says why, on a public call and on checkout; input at the limit is read as usual',
    async () => {
      const app = await createTestApp();
      for (const url of ['/api/cart/product/', '/api/checkout']) {
        const deep = await app.inject({
          method: 'POST',
          url,
          headers: { 'content-type': 'application/json' },
          payload: `{"qty":${nested(3_000)}}`,
        });
        expect(deep.statusCode, deep.body).toBe(400);
        expect(deep.json<ErrorBody>().errors).toEqual([INPUT_TOO_DEEP_MESSAGE]);
      }
      // The body object is one level: the field may nest MAX_INPUT_DEPTH - 1 more, and is then judged by its contract.
      const atLimit = await app.inject({
        method: 'POST',
        url: '/api/cart/product/',
        headers: { 'content-type': 'application/json' },
        payload: `{"qty":${nested(MAX_INPUT_DEPTH - 1)}}`,
      });
      expect(atLimit.statusCode).toBe(400);
      expect(atLimit.json<ErrorBody>().errors).not.toContain(INPUT_TOO_DEEP_MESSAGE);
    },
    SLOW,
  );
});

describe('an order too large to be real', () => {
  it(
    '99 of a $250,000 product ($24.75m, past 2^31 cents) is refused at checkout with a 400 and the limit, not a 500',
    async () => {
      const app = await createTestApp();
      const ready = await readyCart(app, { priceCents: 250_000_00, qty: 99, stock: 99 });
      const answer = await submitCheckout(app, ready);
      expect(answer.statusCode, answer.body).toBe(400);
      expect(answer.json<ErrorBody>().errors).toContain(
        CHECKOUT_MESSAGES.orderTotalTooLarge(formatMoney(ORDER_TOTAL_LIMIT_CENTS, AUSTRALIAN_DOLLARS)),
      );
      const { db } = await workerDatabase();
      expect(await db.select().from(orders).where(eq(orders.cartId, ready.cartId))).toEqual([]);
    },
    SLOW,
  );

  it('an order row holds money past 2^31 cents exactly, as a number', async () => {
    const { db } = await workerDatabase();
    const address = {
      firstName: 'Jo',
      lastName: 'Citizen',
      companyName: '',
      address: '1 George Street',
      suburb: 'Sydney',
      state: 'NSW',
      postcode: '2000',
      country: 'AU' as const,
    };
    const big = 2 ** 31 + 12_345;
    const [row] = await db
      .insert(orders)
      .values({
        orderNumber: unique('BIG'),
        clientId: 'wa-web',
        contactEmail: 'jo.citizen@example.com',
        contactPhone: '0412 345 678',
        deliveryAddress: address,
        billingAddress: address,
        paymentMethod: 'card',
        subtotalCents: big,
        totalCents: big,
        gstCents: Math.round(big / 11),
        balanceDueCents: big,
        placedAt: new Date(),
      })
      .returning();
    const [read] = await db.select().from(orders).where(eq(orders.id, row!.id));
    expect([read!.totalCents, read!.subtotalCents, read!.balanceDueCents]).toEqual([big, big, big]);
  });
});
