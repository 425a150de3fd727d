import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ErrorBody } from '../../src/contracts/errors';
import { orders, promoCodes, promoCodeUses } from '../../src/db/schema';
import { cartClient, insertCartProduct, insertCode, sellingShelf } from '../support/cart-fixtures';
import { readyCart, submitCheckout, type ReadyCart } from '../support/checkout-fixtures';
import { createTestApp, workerDatabase } from '../support/test-app';

/**
 * One gift card applied to nine carts, and the nine orders placed at once (issue 36, item 1). Runs
 * on PGlite and, with DATABASE_URL, on PostgreSQL, where the checkouts really do run side by side.
 */

const db = async () => (await workerDatabase()).db;
/** Nine carts to prepare and nine checkouts to run: slow on a busy machine. */
const SLOW = 180_000;
const BUYERS = 9;
const CARD_CENTS = 500_00;

describe('one gift card used by nine checkouts at once', () => {
  it(
    'takes off no more than its balance in all; every other checkout is refused with a reason, and the card keeps the rest',
    async () => {
      const app = await createTestApp();
      const card = await insertCode({ kind: 'gift-card', balanceCents: CARD_CENTS });
      // $400 of goods: the card pays all of the first order's goods and only part of the second's.
      const product = await insertCartProduct(await sellingShelf(), { priceCents: 400_00 });
      const buyers: ReadyCart[] = [];
      for (let i = 0; i < BUYERS; i += 1) {
        const ready = await readyCart(app, { product, delivery: buyers[0]?.delivery });
        const applied = await cartClient(app, ready.headers).applyCode({ code: card.code });
        expect(applied.statusCode, applied.body).toBe(200);
        buyers.push(ready);
      }
      const { setStock } = await import('../support/checkout-fixtures');
      await setStock(product.id, BUYERS);

      const answers = await Promise.all(buyers.map((ready) => submitCheckout(app, ready)));

      const refused = answers.filter((a) => a.statusCode !== 200);
      for (const answer of refused) {
        expect([409, 422], answer.body).toContain(answer.statusCode);
        expect(answer.json<ErrorBody>().errors.join(' ')).toContain(`gift card "${card.code}"`);
      }
      const placed = (
        await (
          await db()
        )
          .select()
          .from(orders)
          .where(
            inArray(
              orders.cartId,
              buyers.map((b) => b.cartId),
            ),
          )
      ).filter((o) => o.status !== 'cancelled');
      expect(placed).toHaveLength(BUYERS - refused.length);
      expect(placed.length).toBeGreaterThan(0);
      // No order goes through charging in full a shopper who counted on the card.
      expect(placed.map((o) => o.giftCardCents).filter((cents) => cents === 0)).toEqual([]);
      const discounted = placed.reduce((sum, o) => sum + o.giftCardCents, 0);
      expect(discounted).toBeLessThanOrEqual(CARD_CENTS);

      // What each order shows is what was taken off the card for it, and the card keeps the rest.
      const uses = await (await db()).select().from(promoCodeUses).where(eq(promoCodeUses.codeId, card.id));
      expect(uses.map((u) => [u.orderRef, u.amountCents]).sort()).toEqual(placed.map((o) => [o.orderNumber, o.giftCardCents]).sort());
      const [left] = await (await db()).select({ balance: promoCodes.balanceCents }).from(promoCodes).where(eq(promoCodes.id, card.id));
      expect(left?.balance).toBe(CARD_CENTS - discounted);
    },
    SLOW,
  );
});
