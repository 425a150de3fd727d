import type { CheckoutAnswer } from '../../contracts/checkout';
import { CHECKOUT_MESSAGES } from '../../domain/checkout-fields';
import type { Caller } from '../../domain/caller';
import type { CheckoutDeps } from './checkout-deps';
import { CheckoutRefusal } from './checkout-refusal';
import { ownsOrder } from './order-ownership';
import { releaseOrder } from './settle-order';

/** Voids what the gateway may hold for an order's payment (an authorisation or an open challenge). */
export async function voidAtGateway(deps: CheckoutDeps, orderNumber: string): Promise<void> {
  const known = await deps.gateway.lookup(orderNumber);
  if (known && (known.state === 'authorised' || known.state === 'challenged')) await deps.gateway.void(known.gatewayReference);
}

/**
 * POST /api/checkout/void: the shopper abandons a checkout waiting for its payment (a 3-D Secure
 * challenge): the authorisation is voided and the order's stock, day and codes are given back.
 */
export async function voidCheckout(deps: CheckoutDeps, caller: Caller, cartId: string): Promise<CheckoutAnswer> {
  const order = await deps.checkout.liveOrderForCart(cartId);
  if (!order || !ownsOrder(caller, order)) throw new CheckoutRefusal(404, ['No checkout is waiting for payment for this cart.']);
  if (order.status !== 'pending')
    throw new CheckoutRefusal(409, [`Order ${order.orderNumber} is already placed and cannot be cancelled here.`]);
  await voidAtGateway(deps, order.orderNumber);
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
