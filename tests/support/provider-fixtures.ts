import type { FastifyInstance } from 'fastify';
import { eq, inArray } from 'drizzle-orm';
import type { CheckoutAnswer } from '../../src/contracts/checkout';
import { PAYMENT_CALLBACK_SIGNATURE_HEADER } from '../../src/contracts/payments';
import { orders, sandboxProviderSessions } from '../../src/db/schema';
import type { ProviderCallback } from '../../src/providers/payments/payment-providers';
import { signCallback } from '../../src/providers/payments/sandbox-providers';
import { randomUUID } from 'node:crypto';
import { checkoutBody, type ReadyCart } from './checkout-fixtures';
import { workerDatabase } from './test-app';

/** Helpers for the payment providers beyond the card (issue 13): submit, the hosted page, return, callback. */

/** The demo's callback secret (PAYMENT_PROVIDER_SECRET's default). */
export const PROVIDER_SECRET = 'sandbox-provider-callback-secret';

/** A provider's callback as the sandbox provider signs it (the test plays the provider). */
export function signedCallback(
  reference: string,
  outcome: ProviderCallback['outcome'],
  amountCents: number,
  eventId = `evt-${randomUUID()}`,
) {
  const callback: ProviderCallback = { reference, outcome, eventId, amountCents };
  return { callback, signature: signCallback(PROVIDER_SECRET, callback) };
}

/** POST /api/checkout with a payment option other than the card. */
export function submitWith(app: FastifyInstance, ready: ReadyCart, selectedPaymentOption: string, body: Record<string, unknown> = {}) {
  return app.inject({
    method: 'POST',
    url: '/api/checkout',
    headers: ready.headers,
    payload: checkoutBody(ready.cartId, { deliveryDate: ready.delivery.date, selectedPaymentOption, cardHolderName: null, ...body }),
  });
}

/** Submits with a redirect method and answers the provider reference and hosted page. */
export async function startRedirect(app: FastifyInstance, ready: ReadyCart, option: string) {
  const res = await submitWith(app, ready, option);
  if (res.statusCode !== 200) throw new Error(`the checkout answered ${res.statusCode}: ${res.body}`);
  const answer = res.json<CheckoutAnswer>();
  return { answer, reference: answer.paymentReference!, redirectUrl: answer.redirectUrl! };
}

/** The shopper presses a button on the hosted page: answers where the provider sends them back to. */
export async function decideOnPage(app: FastifyInstance, slug: string, reference: string, decision: 'approve' | 'decline' | 'cancel') {
  const res = await app.inject({
    method: 'POST',
    url: `/sandbox/pay/${slug}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ reference, decision }).toString(),
  });
  if (res.statusCode !== 303) throw new Error(`the sandbox page answered ${res.statusCode}: ${res.body}`);
  return String(res.headers.location);
}

/** What the return page posts: the provider's query, as it came, to the confirmation call. */
export function confirmReturn(app: FastifyInstance, headers: Record<string, string>, returnLocation: string) {
  const url = new URL(returnLocation, 'http://shop.test');
  const slug = url.pathname.split('/').pop()!;
  const name = slug === 'klarna' || slug === 'humm' ? 'paymentconfirmation' : `${slug}confirmation`;
  return app.inject({ method: 'POST', url: `/api/checkout/${name}${url.search}`, headers });
}

/** Posts a provider callback (signed by the sandbox unless a signature is given). */
export async function postCallback(
  app: FastifyInstance,
  slug: string,
  signed: { callback: object; signature: string },
  signature: string = signed.signature,
) {
  return app.inject({
    method: 'POST',
    url: `/api/payments/callback/${slug}`,
    headers: { [PAYMENT_CALLBACK_SIGNATURE_HEADER]: signature },
    payload: signed.callback,
  });
}

export async function sessionOf(reference: string) {
  const db = (await workerDatabase()).db;
  const [row] = await db.select().from(sandboxProviderSessions).where(eq(sandboxProviderSessions.reference, reference));
  return row!;
}

export async function ordersOf(cartIds: string[]) {
  const db = (await workerDatabase()).db;
  return db.select().from(orders).where(inArray(orders.cartId, cartIds));
}
