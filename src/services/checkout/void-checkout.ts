import type { CheckoutAnswer } from '../../contracts/checkout';
import { CHECKOUT_MESSAGES } from '../../domain/checkout-fields';
import type { Caller } from '../../domain/caller';
import { providerNamed } from '../../providers/payments/payment-providers';
import type { CheckoutDeps } from './checkout-deps';
import { CheckoutRefusal } from './checkout-refusal';
import { ownsOrder } from './order-ownership';
import { releaseOrder } from './settle-order';

/**
 * Voids what the gateway or provider may hold for an order's payment (an authorisation, an open
 * challenge, an open provider session or an approval not yet captured).
 */
export async function voidAtGateway(deps: CheckoutDeps, order: { id: string; orderNumber: string }): Promise<void> {
  const payment = await deps.checkout.paymentOf(order.id);
  const provider = payment ? providerNamed(deps.providers, payment.gateway) : null;
  if (provider) {
    if (payment!.gatewayReference) await provider.void(payment!.gatewayReference);
    return;
  }
  const known = await deps.gateway.lookup(order.orderNumber);
  if (known && (known.state === 'authorised' || known.state === 'challenged')) await deps.gateway.void(known.gatewayReference);
}

/**
 * POST /api/checkout/void: the shopper abandons a checkout waiting for its payment (a 3-D Secure
 * challenge, a provider's hosted page, Zip in store's app): the payment is voided and the order's
 * stock, day and codes are given back.
 */
export async function voidCheckout(deps: CheckoutDeps, caller: Caller, cartId: string): Promise<CheckoutAnswer> {
  const order = await deps.checkout.liveOrderForCart(cartId);
  if (!order || !ownsOrder(caller, order)) throw new CheckoutRefusal(404, ['No checkout is waiting for payment for this cart.']);
  if (order.status !== 'pending')
    throw new CheckoutRefusal(409, [`Order ${order.orderNumber} is already placed and cannot be cancelled here.`]);
  await voidAtGateway(deps, order);
  await releaseOrder(deps, order.id, 'voided', CHECKOUT_MESSAGES.transactionCanceled);
  const payment = await deps.checkout.paymentOf(order.id);
  return {
    orderCompleted: false,
    success: true,
    orderReference: order.orderNumber,
    cartId,
    paymentReference: payment?.gatewayReference ?? null,
    redirectUrl: '/customer/checkout?status=CANCELLED',
    secure3DResponse: null,
  };
}
