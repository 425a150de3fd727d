import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CheckoutAnswer, OrderConfirmation } from '../../src/contracts/checkout';
import { orders } from '../../src/db/schema';
import { startSmtpInbox } from '../support/smtp-inbox';
import { availability, filledCart, TUESDAY_9AM_SYDNEY } from '../support/delivery-fixtures';
import { checkoutBody, encryptedValues, setStock } from '../support/checkout-fixtures';
import { createTestApp, workerDatabase } from '../support/test-app';

/**
 * Issue 36 item 10: an aol-nz order is taxed by New Zealand's GST (15 %, so 3/23 of a GST-inclusive
 * total) and filed as a New Zealand order, in the order, its confirmation answer and its mail.
 * Before the fix this NZ$1,528 order showed GST NZ$138.91 (1/11) and was stored with country AU.
 */

const PONSONBY = {
  firstName: 'Aroha',
  lastName: 'Ngata',
  companyName: null,
  address: '12 Ponsonby Road',
  suburb: 'Ponsonby',
  state: null,
  postcode: '1011',
  deliveryInstructions: null,
};
// Auckland's free Tuesday a week after the clock's day (tests/api/delivery-availability.test.ts).
const FREE_TUESDAY: [number, number, number] = [2027, 3, 9];

describe('an aol-nz order', () => {
  let inbox: Awaited<ReturnType<typeof startSmtpInbox>>;
  beforeAll(async () => (inbox = await startSmtpInbox()));
  afterAll(() => inbox.close());

  it(
    'includes GST of 3/23 of the total on the order, the confirmation and the mail, and is filed as NZ',
    { timeout: 120_000 },
    async () => {
      const app = await createTestApp({ app: 'aol-nz', now: () => TUESDAY_9AM_SYDNEY, env: { MAIL_URL: inbox.url } });
      const { cartId, headers, product } = await filledCart(app, { priceCents: 1_528_00 });
      await setStock(product.id, 5);
      const offered = await availability(app, headers, { cartId, deliveryAddress: { suburb: 'Ponsonby', postcode: '1011' } });
      expect(offered.json().dates).toContainEqual({ date: FREE_TUESDAY, price: 0, available: true });

      const email = `nz-${cartId.slice(0, 8)}@example.com`;
      const res = await app.inject({
        method: 'POST',
        url: '/api/checkout',
        headers,
        payload: checkoutBody(cartId, {
          email,
          phoneNumber: '021 987 654',
          deliveryAddress: PONSONBY,
          deliveryDate: FREE_TUESDAY,
          // The card's encryption is dated on the shop's clock, as a browser at that time would date it.
          encryptedValues: await encryptedValues(app, headers, undefined, { generationtime: TUESDAY_9AM_SYDNEY.toISOString() }),
        }),
      });
      expect(res.statusCode, res.body).toBe(200);
      const answer = res.json<CheckoutAnswer>();

      const confirmation = (await app.inject({ url: `/api/checkout/confirmation?id=${cartId}`, headers })).json<OrderConfirmation>();
      expect(confirmation).toMatchObject({ orderTotal: 1528, gst: 199.3, country: 'NZ' });

      const db = (await workerDatabase()).db;
      const [order] = await db.select().from(orders).where(eq(orders.orderNumber, answer.orderReference!));
      expect(order).toMatchObject({ totalCents: 1_528_00, gstCents: 199_30, country: 'NZ', app: 'aol-nz' });
      expect(order!.deliveryAddress.country).toBe('NZ');
      expect(order!.billingAddress.country).toBe('NZ');

      while ((await app.outboxWorker.runOnce()) > 0);
      const mail = inbox.received.find((m) => !Array.isArray(m.to) && m.to?.text === email);
      expect(mail?.text).toContain('Order total: $1,528 (includes GST of $199.30)');
      await app.close();
    },
  );
});
