import { describe, expect, it } from 'vitest';
import type { Cart } from '../../src/contracts/cart';
import type { CheckoutAnswer, CheckoutView, OrderConfirmation } from '../../src/contracts/checkout';
import type { ErrorBody } from '../../src/contracts/errors';
import { CHECKOUT_MESSAGES } from '../../src/domain/checkout-fields';
import { insertAccount, visitorCookie } from '../support/cart-fixtures';
import { DECLINED_CARD, encryptedValues, INSUFFICIENT_FUNDS_CARD, readyCart, stockOf, submitCheckout } from '../support/checkout-fixtures';
import { createTestApp } from '../support/test-app';
import { asCustomer } from '../support/test-caller';

describe('GET /api/checkout', () => {
  it('gives a guest no customer, no stores, the default deposit percentage and an RSA public key for the flavour', async () => {
    const app = await createTestApp();
    const res = await app.inject({ url: '/api/checkout', headers: { cookie: visitorCookie() } });
    expect(res.statusCode).toBe(200);
    const view = res.json<CheckoutView>();
    expect(view).toMatchObject({ customer: null, stores: [], salesPeople: [], store: null, partialPaymentPercentage: 30 });
    expect(view.x509EncryptionKeys.wa).toMatch(/^-----BEGIN PUBLIC KEY-----/);
    expect(view.opts & 64).toBe(0);
  });
});

describe('POST /api/checkout with the sandbox gateway', () => {
  it('places a guest order with an approved card: stock taken, cart gone, payment captured, confirmation shown', async () => {
    const app = await createTestApp();
    const ready = await readyCart(app, { priceCents: 1_000_00, stock: 3 });
    const res = await submitCheckout(app, ready);
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json<CheckoutAnswer>();
    expect(answer).toMatchObject({ orderCompleted: true, success: true, cartId: ready.cartId, secure3DResponse: null });
    expect(answer.orderReference).toMatch(/^W\d{7}$/);
    expect(answer.redirectUrl).toBe(`/customer/confirmation?id=${ready.cartId}`);
    expect(await stockOf(ready.product.id)).toBe(2);

    const cart = (await app.inject({ url: '/api/cart/', headers: ready.headers })).json<Cart>();
    expect(cart.products).toEqual([]);

    const confirmation = await app.inject({ url: `/api/checkout/confirmation?id=${ready.cartId}`, headers: ready.headers });
    expect(confirmation.statusCode).toBe(200);
    expect(confirmation.json<OrderConfirmation>()).toMatchObject({
      orderReference: answer.orderReference,
      status: 'invoiced',
      paymentState: 'captured',
      orderTotal: 1000,
      paidNow: 1000,
      balanceDue: 0,
    });
    const stranger = await app.inject({ url: `/api/checkout/confirmation?id=${ready.cartId}`, headers: { cookie: visitorCookie() } });
    expect(stranger.statusCode).toBe(404);
  });

  it.each([
    [DECLINED_CARD, 'Refused'],
    [INSUFFICIENT_FUNDS_CARD, 'Not enough balance'],
  ])('refuses card %s with 401 and the refusal reason, and gives the stock back', async (card, reason) => {
    const app = await createTestApp();
    const ready = await readyCart(app, { stock: 1 });
    const res = await submitCheckout(app, ready, { card });
    expect(res.statusCode).toBe(401);
    expect(res.json<ErrorBody>()).toMatchObject({ errors: [reason], message: CHECKOUT_MESSAGES.checkoutPayment('1300 000 400') });
    expect(await stockOf(ready.product.id)).toBe(1);
    // The cart is still there: the shopper can try another card.
    const again = await submitCheckout(app, ready);
    expect(again.statusCode, again.body).toBe(200);
  });

  it('answers 409 with the order reference when the cart already became an order, and replays the first answer for the same key', async () => {
    const app = await createTestApp();
    const ready = await readyCart(app, { headers: asCustomer(await insertAccount()) });
    const encrypted = await encryptedValues(app, ready.headers);
    const first = await submitCheckout(app, ready, { key: 'submit-1', encrypted });
    expect(first.statusCode, first.body).toBe(200);
    const retry = await submitCheckout(app, ready, { key: 'submit-1', encrypted });
    expect(retry.statusCode).toBe(200);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.json()).toEqual(first.json());
    const other = await submitCheckout(app, ready, { key: 'submit-2' });
    expect(other.statusCode).toBe(409);
    expect(other.json<ErrorBody>().errors.join(' ')).toContain(first.json<CheckoutAnswer>().orderReference);
  });
});
