import { describe, expect, it } from 'vitest';
import type { CheckoutAnswer, OrderConfirmation } from '../../src/contracts/checkout';
import { CHALLENGE_CARD, readyCart, stockOf, submitCheckout } from '../support/checkout-fixtures';
import { createTestApp } from '../support/test-app';
import { insertAccount, visitorCookie } from '../support/cart-fixtures';
import { asCustomer } from '../support/test-caller';
import type { FastifyInstance } from 'fastify';
import { AUSTRALIAN_DOLLARS, formatMoney } from '../../src/domain/money-format';

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

const inputsOf = (html: string) =>
  Object.fromEntries([...html.matchAll(/name="([^"]+)" value="([^"]*)"/g)].map((m) => [m[1]!, m[2]!.replace(/&amp;/g, '&')]));

/** The challenge page's signed answers for a payment (what pressing each button would post back). */
async function challengeAnswers(app: FastifyInstance, answer: CheckoutAnswer) {
  const page = await app.inject({
    method: 'POST',
    url: answer.secure3DResponse!.htmlFormAction,
    headers: FORM,
    payload: new URLSearchParams(inputsOf(answer.secure3DResponse!.htmlFormToPost)).toString(),
  });
  const md = /name="MD" value="([^"]+)"/.exec(page.body)![1]!;
  const paRes = (button: string) => new RegExp(`name="PaRes" value="([^"]+)">${button}</button>`).exec(page.body)![1]!;
  return { md, approve: paRes('Approve'), decline: paRes('Decline') };
}

/**
 * What the shopper's browser does: posts the answer's form to the challenge page, then presses a
 * button; the browser's cookies (`headers`, the shopper's) go along to our return address.
 */
async function challenge(
  app: FastifyInstance,
  answer: CheckoutAnswer,
  button: 'Approve' | 'Decline',
  amount: string,
  headers: Record<string, string>,
) {
  const { htmlFormAction, htmlFormToPost } = answer.secure3DResponse!;
  const page = await app.inject({
    method: 'POST',
    url: htmlFormAction,
    headers: FORM,
    payload: new URLSearchParams(inputsOf(htmlFormToPost)).toString(),
  });
  expect(page.statusCode).toBe(200);
  expect(page.body).toContain('Wattle &amp; Co Appliances');
  expect(page.body).toContain(amount);
  const action = /<form method="post" action="([^"]+)"/.exec(page.body)![1]!;
  const md = /name="MD" value="([^"]+)"/.exec(page.body)![1]!;
  const paRes = new RegExp(`name="PaRes" value="([^"]+)">${button}</button>`).exec(page.body)![1]!;
  return app.inject({
    method: 'POST',
    url: action,
    headers: { ...FORM, ...headers },
    payload: new URLSearchParams({ MD: md, PaRes: paRes }).toString(),
  });
}

describe('3-D Secure with the sandbox gateway', () => {
  it('leaves the order pending with the challenge form, and Approve places and captures it', async () => {
    const app = await createTestApp();
    const ready = await readyCart(app, { priceCents: 1_000_00, stock: 2 });
    const res = await submitCheckout(app, ready, { card: CHALLENGE_CARD });
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json<CheckoutAnswer>();
    expect(answer).toMatchObject({ orderCompleted: false, success: true, redirectUrl: null });
    expect(answer.secure3DResponse).toMatchObject({ htmlFormAction: '/sandbox/gateway/3ds' });
    expect(Object.keys(inputsOf(answer.secure3DResponse!.htmlFormToPost))).toEqual(['PaReq', 'MD', 'TermUrl']);
    expect((await submitCheckout(app, ready)).statusCode).toBe(409);

    const back = await challenge(
      app,
      answer,
      'Approve',
      formatMoney((1000 + ready.delivery.price) * 100, AUSTRALIAN_DOLLARS),
      ready.headers,
    );
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toBe(`/customer/confirmation?id=${ready.cartId}`);
    const confirmation = await app.inject({ url: `/api/checkout/confirmation?id=${ready.cartId}`, headers: ready.headers });
    expect(confirmation.json<OrderConfirmation>()).toMatchObject({
      status: 'invoiced',
      paymentState: 'captured',
      orderReference: answer.orderReference,
    });
    expect(await stockOf(ready.product.id)).toBe(1);
  });

  it('Decline sends the shopper back to checkout with the refusal and gives the stock back', async () => {
    const app = await createTestApp();
    const ready = await readyCart(app, { priceCents: 1_000_00, stock: 2 });
    const answer = (await submitCheckout(app, ready, { card: CHALLENGE_CARD })).json<CheckoutAnswer>();
    const back = await challenge(
      app,
      answer,
      'Decline',
      formatMoney((1000 + ready.delivery.price) * 100, AUSTRALIAN_DOLLARS),
      ready.headers,
    );
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toBe('/customer/checkout?refusalReason=3D%20Not%20Authenticated');
    expect(await stockOf(ready.product.id)).toBe(2);
    expect((await submitCheckout(app, ready)).statusCode).toBe(200);
  });

  it('refuses a forged challenge result', async () => {
    const app = await createTestApp();
    const ready = await readyCart(app, { stock: 2 });
    const answer = (await submitCheckout(app, ready, { card: CHALLENGE_CARD })).json<CheckoutAnswer>();
    const md = inputsOf(answer.secure3DResponse!.htmlFormToPost).MD!;
    const forged = await app.inject({
      method: 'POST',
      url: '/customer/checkout/3ds-return',
      headers: { ...FORM, ...ready.headers },
      payload: new URLSearchParams({ MD: md, PaRes: 'approved.forged' }).toString(),
    });
    expect(forged.statusCode).toBe(303);
    expect(forged.headers.location).toContain('/customer/checkout?refusalReason=');
    expect(await stockOf(ready.product.id)).toBe(2);
  });

  it('someone else holding the 3-D Secure reference cannot cancel the pending order, even with a signed Decline', async () => {
    const app = await createTestApp();
    const ready = await readyCart(app, { priceCents: 1_000_00, stock: 2 });
    const answer = (await submitCheckout(app, ready, { card: CHALLENGE_CARD })).json<CheckoutAnswer>();
    const signed = await challengeAnswers(app, answer);
    const post = (headers: Record<string, string>, paRes: string) =>
      app.inject({
        method: 'POST',
        url: '/customer/checkout/3ds-return',
        headers: { ...FORM, ...headers },
        payload: new URLSearchParams({ MD: signed.md, PaRes: paRes }).toString(),
      });
    const strangers: Record<string, string>[] = [{}, { cookie: visitorCookie() }, asCustomer(await insertAccount())];
    for (const stranger of strangers) {
      const res = await post(stranger, signed.decline);
      expect(res.statusCode).toBe(303);
      expect(res.headers.location).toBe('/customer/checkout?refusalReason=The%20payment%20could%20not%20be%20found.');
    }
    // Still pending and holding its stock: the shopper's own Approve places it.
    expect(await stockOf(ready.product.id)).toBe(1);
    const back = await post(ready.headers, signed.approve);
    expect(back.headers.location).toBe(`/customer/confirmation?id=${ready.cartId}`);
    const confirmation = await app.inject({ url: `/api/checkout/confirmation?id=${ready.cartId}`, headers: ready.headers });
    expect(confirmation.json<OrderConfirmation>()).toMatchObject({ status: 'invoiced', orderReference: answer.orderReference });
  });

  it('POST /api/checkout/void cancels a checkout waiting for its challenge', async () => {
    const app = await createTestApp();
    const ready = await readyCart(app, { stock: 2 });
    const answer = (await submitCheckout(app, ready, { card: CHALLENGE_CARD })).json<CheckoutAnswer>();
    const voided = await app.inject({
      method: 'POST',
      url: '/api/checkout/void',
      headers: ready.headers,
      payload: { cartId: ready.cartId },
    });
    expect(voided.statusCode).toBe(200);
    expect(voided.json<CheckoutAnswer>()).toMatchObject({
      orderCompleted: false,
      orderReference: answer.orderReference,
      redirectUrl: '/customer/checkout?status=CANCELLED',
    });
    expect(await stockOf(ready.product.id)).toBe(2);
    const again = await app.inject({
      method: 'POST',
      url: '/api/checkout/void',
      headers: ready.headers,
      payload: { cartId: ready.cartId },
    });
    expect(again.statusCode).toBe(404);
    // The challenge page no longer offers the voided payment.
    const page = await app.inject({
      method: 'POST',
      url: '/sandbox/gateway/3ds',
      headers: FORM,
      payload: new URLSearchParams(inputsOf(answer.secure3DResponse!.htmlFormToPost)).toString(),
    });
    expect(page.statusCode).toBe(404);
  });
});
