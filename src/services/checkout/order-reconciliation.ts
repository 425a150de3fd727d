import type { JobHandler } from '../jobs/outbox-worker';
import { withTimeout } from '../../providers/payments/payment-gateway';
import { confirmationPath, type CheckoutDeps } from './checkout-deps';
import { CheckoutRefusal } from './checkout-refusal';
import { ownsOrder } from './order-ownership';
import type { Caller } from '../../domain/caller';
import { refusedPayment, settleAuthorisation } from './pay-order';
import { CAPTURE_JOB, captureOrder, releaseOrder } from './settle-order';
import { ORDER_EXPIRY_JOB } from './reserve-order';
import { voidAtGateway } from './void-checkout';

/**
 * Reconciliation of a pending order whose time is up (the expiry job queued when it was reserved):
 * whatever the gateway did with its payment (authorised with the answer lost, a challenge never
 * finished), the authorisation is voided and the order cancelled, giving back its stock, delivery
 * day and codes. So a timeout or a failure after the gateway approved ends with neither an order nor
 * a payment. An order that was placed meanwhile is left alone (its capture job takes the money).
 */
export async function expireOrder(deps: CheckoutDeps, orderId: string): Promise<'cancelled' | 'untouched'> {
  const order = await deps.checkout.orderById(orderId);
  if (!order || order.status !== 'pending') return 'untouched';
  if (order.expiresAt && order.expiresAt.getTime() > deps.now().getTime()) throw new Error(`order ${order.orderNumber} is not due yet`);
  // Void first: if voiding fails the job is retried and the order keeps what it holds meanwhile.
  await withTimeout('void', deps.gatewayTimeoutMs, () => voidAtGateway(deps, order));
  return (await releaseOrder(deps, orderId, 'voided', 'The payment was not completed in time.')) ? 'cancelled' : 'untouched';
}

/** Every pending order past its expiry (a sweep for when jobs were lost); answers how many it cancelled. */
export async function reconcileExpiredOrders(deps: CheckoutDeps, limit = 100): Promise<number> {
  let cancelled = 0;
  for (const order of await deps.checkout.expiredPendingOrders(deps.now(), limit)) {
    if ((await expireOrder(deps, order.id)) === 'cancelled') cancelled += 1;
  }
  return cancelled;
}

const PAYMENT_NOT_FOUND = `/customer/checkout?refusalReason=${encodeURIComponent('The payment could not be found.')}`;

/**
 * The 3-D Secure return: the challenge page posts the issuer's result back through the shopper's
 * browser; the gateway checks it and the order is placed or released. Answers where the browser goes next.
 * Only the browser or account that started the checkout may bring the result: anyone else holding
 * the payment's reference changes nothing, at the gateway or here (the order waits for its owner
 * or its expiry).
 */
export async function completeChallenge(deps: CheckoutDeps, caller: Caller, fields: Record<string, string>): Promise<string> {
  const reference = deps.gateway.challengeReference(fields);
  const started = reference ? await deps.checkout.paymentByGatewayReference(reference) : null;
  const owner = started ? await deps.checkout.orderById(started.orderId) : null;
  if (!owner || !ownsOrder(caller, owner)) return PAYMENT_NOT_FOUND;
  const result = await deps.gateway.completeChallenge(fields);
  const payment = result.gatewayReference === reference ? started : null;
  const order = payment ? owner : null;
  if (!payment || !order || !order.cartId) return PAYMENT_NOT_FOUND;
  if (order.status !== 'pending')
    return order.status === 'cancelled' ? '/customer/checkout?status=CANCELLED' : confirmationPath(order.cartId);
  const reserved = {
    orderId: order.id,
    orderNumber: order.orderNumber,
    cartId: order.cartId,
    paymentId: payment.id,
    payNowCents: payment.amountCents,
  };
  try {
    return (await settleAuthorisation(deps, reserved, result)).redirectUrl ?? confirmationPath(order.cartId);
  } catch (error) {
    if (!(error instanceof CheckoutRefusal)) throw error;
    return `/customer/checkout?refusalReason=${encodeURIComponent(error.errors[0] ?? refusedPayment(deps, '').errors[0]!)}`;
  }
}

export const ORDER_JOB_HANDLERS = (deps: CheckoutDeps): Record<string, JobHandler> => ({
  [ORDER_EXPIRY_JOB]: async (payload) => {
    await expireOrder(deps, String(payload.orderId));
  },
  [CAPTURE_JOB]: async (payload) => {
    await captureOrder(deps, String(payload.orderId));
  },
});
