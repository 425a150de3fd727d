import type { CheckoutAnswer } from '../../contracts/checkout';
import { providerNamed } from '../../providers/payments/payment-providers';
import { queueMail } from '../jobs/mail-jobs';
import type { CheckoutDeps } from './checkout-deps';
import { orderConfirmationMail } from './order-mail';

export const CAPTURE_JOB = 'checkout.capture-payment';
const CAPTURE_RETRY_AFTER_MS = 60_000;

/**
 * The steps after the gateway answered, each one transaction and each safe to repeat: an order is
 * placed once (pending → placed), captured once (authorised → captured), and released once
 * (pending → cancelled). Whichever comes first (the shopper's answer, the 3-D Secure return, a
 * void or the expiry job) wins the transition and the others find nothing left to do.
 */

/** Places a reserved order whose payment was authorised (or that needs none). False when it was no longer pending. */
export async function placeOrder(
  deps: CheckoutDeps,
  orderId: string,
  payment: { paymentId: string | null; gatewayReference: string | null; paidNowCents: number },
) {
  const now = deps.now();
  return deps.transactions.run(async () => {
    const order = await deps.checkout.orderById(orderId);
    if (!order) return false;
    const placed = await deps.checkout.moveOrder(orderId, ['pending'], {
      status: 'placed',
      paymentState: payment.paymentId ? 'authorised' : order.totalCents === 0 ? 'captured' : 'pending',
      placedAt: now,
      expiresAt: null,
      paidNowCents: payment.paymentId ? 0 : order.paidNowCents,
      updatedAt: now,
    });
    if (!placed) return false;
    if (payment.paymentId) {
      await deps.checkout.updatePayment(payment.paymentId, ['pending', 'challenged', 'unknown'], {
        state: 'authorised',
        gatewayReference: payment.gatewayReference,
        updatedAt: now,
      });
      // The capture is tried at once below; this job is its retry should the gateway fail then.
      await deps.outbox.enqueue({ kind: CAPTURE_JOB, payload: { orderId }, runAt: new Date(now.getTime() + CAPTURE_RETRY_AFTER_MS) }, now);
    } else if (order.totalCents === 0) {
      await deps.checkout.invoiceOrder(orderId, 0, now);
    }
    // The cart became this order: the shopper's next cart is a new one with a new id.
    if (order.cartId) await deps.carts.deleteCart(order.cartId);
    const lines = await deps.checkout.lines(orderId);
    await queueMail(
      deps.outbox,
      orderConfirmationMail(deps.brand, deps.money, { ...order, paidNowCents: payment.paidNowCents }, lines),
      now,
    );
    return true;
  });
}

/** Takes the authorised money and invoices the order; a second call finds it captured and does nothing. */
export async function captureOrder(deps: CheckoutDeps, orderId: string): Promise<void> {
  const payment = await deps.checkout.paymentOf(orderId);
  if (!payment || payment.state !== 'authorised' || !payment.gatewayReference) return;
  // The card gateway's payments, or the provider named on the payment record.
  await (providerNamed(deps.providers, payment.gateway) ?? deps.gateway).capture(payment.gatewayReference, payment.amountCents);
  const now = deps.now();
  await deps.transactions.run(async () => {
    if (await deps.checkout.updatePayment(payment.id, ['authorised'], { state: 'captured', updatedAt: now }))
      await deps.checkout.invoiceOrder(orderId, payment.amountCents, now);
  });
}

/**
 * Compensation: gives back everything a pending order holds (stock, the delivery day, its codes)
 * and cancels it. Only the caller that moves it out of pending releases anything.
 */
export async function releaseOrder(deps: CheckoutDeps, orderId: string, paymentState: 'refused' | 'voided', refusalReason: string | null) {
  const now = deps.now();
  return deps.transactions.run(async () => {
    const order = await deps.checkout.orderById(orderId);
    if (!order) return false;
    if (
      !(await deps.checkout.moveOrder(orderId, ['pending'], {
        status: 'cancelled',
        paymentState: 'voided',
        expiresAt: null,
        updatedAt: now,
      }))
    )
      return false;
    for (const line of await deps.checkout.lines(orderId))
      if (line.productId !== null) await deps.checkout.returnStock(line.productId, line.quantity, now);
    if (order.warehouseCode && order.deliveryDate) await deps.delivery.releaseDay(order.warehouseCode, order.deliveryDate);
    await deps.checkout.releaseCodeUses(order.orderNumber);
    const payment = await deps.checkout.paymentOf(orderId);
    if (payment)
      await deps.checkout.updatePayment(payment.id, ['pending', 'challenged', 'unknown', 'authorised'], {
        state: paymentState,
        refusalReason,
        updatedAt: now,
      });
    return true;
  });
}

export const placedAnswer = (
  order: { orderNumber: string; cartId: string },
  paymentReference: string | null,
  confirmation: string,
): CheckoutAnswer => ({
  orderCompleted: true,
  success: true,
  orderReference: order.orderNumber,
  cartId: order.cartId,
  paymentReference,
  redirectUrl: confirmation,
  secure3DResponse: null,
});
