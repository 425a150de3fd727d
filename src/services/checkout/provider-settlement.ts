import type { PaymentRecord } from '../../db/repositories/checkout-repository';
import { CHECKOUT_MESSAGES } from '../../domain/checkout-fields';
import { providerNamed, type PaymentProvider } from '../../providers/payments/payment-providers';
import type { CheckoutDeps } from './checkout-deps';
import { captureOrder, placeOrder, releaseOrder } from './settle-order';

export type ProviderOutcome = 'approved' | 'declined' | 'cancelled' | 'expired';

export const PROVIDER_DECLINED = 'The payment was declined by the provider.';
const REASON: Record<Exclude<ProviderOutcome, 'approved'>, string> = {
  declined: PROVIDER_DECLINED,
  cancelled: CHECKOUT_MESSAGES.transactionCanceled,
  expired: 'The payment request expired before it was approved.',
};

export const providerOf = (deps: CheckoutDeps, payment: Pick<PaymentRecord, 'gateway'>): PaymentProvider | null =>
  providerNamed(deps.providers, payment.gateway);

/**
 * The ONE path that settles a provider payment, whoever brings the outcome (the shopper's return,
 * the provider's callback, Zip in store's poll, a wallet's answer). Each step is a conditional
 * update, so whatever the order or number of arrivals: the order is placed once (pending → placed)
 * and the money captured once (authorised → captured), or the order is released once (pending →
 * cancelled, giving back stock, day and codes). Answers what this arrival did.
 */
export async function settleProviderOutcome(
  deps: CheckoutDeps,
  payment: PaymentRecord,
  outcome: ProviderOutcome,
): Promise<'placed' | 'released' | 'unchanged'> {
  if (outcome !== 'approved')
    return (await releaseOrder(deps, payment.orderId, outcome === 'declined' ? 'refused' : 'voided', REASON[outcome]))
      ? 'released'
      : 'unchanged';
  const placed = await placeOrder(deps, payment.orderId, {
    paymentId: payment.id,
    gatewayReference: payment.gatewayReference,
    paidNowCents: payment.amountCents,
  });
  if (!placed) {
    // Cancelled meanwhile (a void or the expiry job): the approved money must not be kept.
    const order = await deps.checkout.orderById(payment.orderId);
    if (order?.status === 'cancelled' && payment.gatewayReference) await providerOf(deps, payment)?.void(payment.gatewayReference);
    return 'unchanged';
  }
  // Captured now when the provider answers; the queued capture job retries it otherwise.
  await captureOrder(deps, payment.orderId).catch(() => undefined);
  return 'placed';
}

/** Why a settled provider payment did not become an order, for the shopper (the 400 error list). */
export const releasedReason = (payment: Pick<PaymentRecord, 'refusalReason'>) =>
  payment.refusalReason ?? CHECKOUT_MESSAGES.transactionCanceled;
