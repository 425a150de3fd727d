import type { PaymentConfirmationAnswer, PaymentStatusAnswer } from '../../contracts/payments';
import type { PaymentRecord } from '../../db/repositories/checkout-repository';
import type { Caller } from '../../domain/caller';
import { DEVICE_PAYMENT_STATUS } from '../../domain/checkout-options';
import { ProviderUnavailable, type ProviderCallback, type ProviderState } from '../../providers/payments/payment-providers';
import type { CheckoutDeps } from './checkout-deps';
import { CheckoutRefusal } from './checkout-refusal';
import { ownsOrder } from './order-ownership';
import { redirectSlug } from './provider-payment';
import { providerOf, releasedReason, settleProviderOutcome, type ProviderOutcome } from './provider-settlement';

const PLACED = new Set(['placed', 'invoiced']);
const notFound = () => new CheckoutRefusal(404, ['The payment was not found.']);

/** A provider's state as an outcome to settle with; null while the shopper has not decided. */
const outcomeOf = (state: ProviderState): ProviderOutcome | null =>
  state === 'approved' || state === 'captured'
    ? 'approved'
    : state === 'declined'
      ? 'declined'
      : state === 'cancelled' || state === 'voided'
        ? 'cancelled'
        : state === 'expired'
          ? 'expired'
          : null;

async function paymentFor(deps: CheckoutDeps, slug: string, reference: string): Promise<PaymentRecord> {
  const payment = await deps.checkout.paymentByGatewayReference(reference);
  const provider = payment ? providerOf(deps, payment) : null;
  if (!payment || !provider || redirectSlug(provider.name) !== slug) throw notFound();
  return payment;
}

/**
 * The shopper's return from a provider's hosted page (POST /api/checkout/{zip,paypal,afterpay}confirmation
 * and paymentconfirmation for Klarna and Humm). The query only names the payment: its outcome is asked
 * of the provider server to server, so an edited query cannot place an order. Settles through the one
 * path the callback also takes; answers the placed order, or the 400 error list.
 */
export async function confirmProviderReturn(
  deps: CheckoutDeps,
  caller: Caller,
  input: { slug: string; reference: string; shopperCancelled: boolean },
): Promise<PaymentConfirmationAnswer> {
  const payment = await paymentFor(deps, input.slug, input.reference);
  const order = await deps.checkout.orderById(payment.orderId);
  if (!order || !order.cartId || !ownsOrder(caller, order)) throw notFound();
  if (order.status === 'pending') {
    const provider = providerOf(deps, payment)!;
    const known = await provider.lookup(input.reference);
    let outcome = known ? outcomeOf(known.state) : 'cancelled';
    // Back from the page with a cancel the provider has not recorded yet: the session is abandoned.
    if (outcome === null && input.shopperCancelled) {
      await provider.void(input.reference);
      outcome = 'cancelled';
    }
    if (outcome === null) throw new CheckoutRefusal(409, ['The payment has not been confirmed by the provider yet. Please try again.']);
    await settleProviderOutcome(deps, payment, outcome);
  }
  const now = await deps.checkout.orderById(order.id);
  if (now && PLACED.has(now.status)) return { orderCompleted: true, success: true, orderReference: now.orderNumber, cartId: order.cartId };
  const settled = await deps.checkout.paymentOf(order.id);
  throw new CheckoutRefusal(400, [releasedReason(settled ?? payment)]);
}

/**
 * A provider's signed server-to-server callback (POST /api/payments/callback/{provider}). The callback
 * only tells us to look: the outcome is asked of the provider, server to server, exactly as for the
 * shopper's return, so a forged, replayed or stale body outcome settles nothing the provider did not
 * decide. A bad signature, an unknown payment, an order no longer pending, a payment the provider has
 * not decided yet or a wrong amount changes nothing.
 */
export async function receiveProviderCallback(
  deps: CheckoutDeps,
  input: { slug: string; callback: ProviderCallback; signature: string | undefined },
): Promise<{ received: true; orderReference: string; state: string }> {
  const provider = Object.values(deps.providers).find((p) => p.kind === 'redirect' && redirectSlug(p.name) === input.slug);
  if (!provider || provider.kind !== 'redirect') throw new CheckoutRefusal(404, ['There is no such payment provider.']);
  if (!provider.verifyCallback(input.callback, input.signature)) throw new CheckoutRefusal(401, ['The callback signature is not valid.']);
  const payment = await paymentFor(deps, input.slug, input.callback.reference);
  const order = await deps.checkout.orderById(payment.orderId);
  if (!order) throw notFound();
  if (order.status !== 'pending')
    throw new CheckoutRefusal(409, [`Order ${order.orderNumber} is already ${order.status}: the callback changes nothing.`]);
  if (input.callback.amountCents !== payment.amountCents)
    throw new CheckoutRefusal(400, ['The callback amount does not match the payment.']);
  const known = await provider.lookup(input.callback.reference);
  if (!known) throw notFound();
  if (known.amountCents !== payment.amountCents)
    throw new CheckoutRefusal(409, ['The provider holds another amount than the payment: the callback changes nothing.']);
  const outcome = outcomeOf(known.state);
  if (outcome === null) throw new CheckoutRefusal(409, ['The provider has not decided on this payment yet: the callback changes nothing.']);
  const done = await settleProviderOutcome(deps, payment, outcome);
  if (done === 'unchanged')
    throw new CheckoutRefusal(409, [`Order ${order.orderNumber} was settled meanwhile: the callback changes nothing.`]);
  const after = await deps.checkout.orderById(order.id);
  return { received: true, orderReference: order.orderNumber, state: after?.status ?? order.status };
}

/** Zip in store's messages, by status (the waiting text is the spec's). */
export const DEVICE_MESSAGES: Record<keyof typeof DEVICE_PAYMENT_STATUS, string> = {
  Pending: 'Waiting for customer to confirm in their Zip app',
  Approved: 'The payment was approved.',
  Declined: 'The payment was declined by Zip. Please ask the customer for another payment method.',
  Cancelled: 'The customer cancelled the payment in their Zip app.',
  Expired: 'The payment request expired before the customer confirmed it.',
  Unknown: 'The payment status is unknown. Please contact support.',
};
const STATUS_OF: Record<ProviderOutcome, keyof typeof DEVICE_PAYMENT_STATUS> = {
  approved: 'Approved',
  declined: 'Declined',
  cancelled: 'Cancelled',
  expired: 'Expired',
};
const answer = (status: keyof typeof DEVICE_PAYMENT_STATUS, orderReference: string | null): PaymentStatusAnswer => ({
  paymentStatus: DEVICE_PAYMENT_STATUS[status],
  message: DEVICE_MESSAGES[status],
  orderReference,
});

/**
 * GET /api/payment/status: Zip in store's poll. Asks the provider and settles through the one path,
 * so concurrent polls of an approved payment place the order once. The provider failing is a 502,
 * which the browser's poller keeps polling through.
 */
export async function devicePaymentStatus(
  deps: CheckoutDeps,
  caller: Caller,
  input: { cartId: string; paymentReference: string },
): Promise<PaymentStatusAnswer> {
  const payment = await deps.checkout.paymentByGatewayReference(input.paymentReference);
  const provider = payment ? providerOf(deps, payment) : null;
  const order = payment ? await deps.checkout.orderById(payment.orderId) : null;
  if (!payment || !provider || provider.kind !== 'device' || !order || order.cartId !== input.cartId || !ownsOrder(caller, order))
    throw notFound();
  if (PLACED.has(order.status)) return answer('Approved', order.orderNumber);
  let state: ProviderState;
  try {
    state = await provider.status(input.paymentReference);
  } catch (error) {
    if (!(error instanceof ProviderUnavailable)) throw error;
    throw new CheckoutRefusal(502, ['Zip did not answer. Still waiting for the customer to confirm.']);
  }
  const outcome = outcomeOf(state);
  if (order.status === 'cancelled') return answer(outcome && outcome !== 'approved' ? STATUS_OF[outcome] : 'Cancelled', null);
  if (!outcome) return answer('Pending', null);
  await settleProviderOutcome(deps, payment, outcome);
  const after = await deps.checkout.orderById(order.id);
  if (after && PLACED.has(after.status)) return answer('Approved', after.orderNumber);
  return answer(outcome === 'approved' ? 'Cancelled' : STATUS_OF[outcome], null);
}
