import type { CheckoutAnswer, CheckoutSubmit } from '../../contracts/checkout';
import { CHECKOUT_MESSAGES } from '../../domain/checkout-fields';
import { GatewayTimeout, withTimeout, type AuthoriseResult } from '../../providers/payments/payment-gateway';
import { confirmationPath, THREE_DS_RETURN_PATH, type CheckoutDeps } from './checkout-deps';
import { CheckoutRefusal } from './checkout-refusal';
import type { ReservedOrder } from './reserve-order';
import { captureOrder, placedAnswer, placeOrder, releaseOrder } from './settle-order';

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The 3-D Secure form the browser posts: hidden inputs, as a gateway hands them to the merchant. */
export const hiddenInputs = (fields: Record<string, string>) =>
  Object.entries(fields)
    .map(([name, value]) => `<input type="hidden" name="${escapeAttribute(name)}" value="${escapeAttribute(value)}">`)
    .join('');

/** The payment failed or its outcome is unknown: the shopper is told to call rather than pay twice. */
const unknownOutcome = (deps: CheckoutDeps) =>
  new CheckoutRefusal(503, [CHECKOUT_MESSAGES.checkoutOther(deps.brand.customerSupportNumber.phone)]);

export const refusedPayment = (deps: CheckoutDeps, reason: string) =>
  new CheckoutRefusal(401, [reason], CHECKOUT_MESSAGES.checkoutPayment(deps.brand.customerSupportNumber.phone));

/**
 * The payment step: asks the gateway to authorise the amount due now and settles the reserved
 * order on its answer. Approved: placed, then captured. Refused: released, 401 with the refusal
 * reason. Challenged: left pending for the 3-D Secure return. No answer in time: left pending
 * (what the gateway did is unknown) for the expiry job, which asks the gateway and voids.
 */
export async function payForOrder(deps: CheckoutDeps, reserved: ReservedOrder, body: CheckoutSubmit): Promise<CheckoutAnswer> {
  const confirmation = confirmationPath(reserved.cartId);
  if (!reserved.paymentId) {
    if (!(await placeOrder(deps, reserved.orderId, { paymentId: null, gatewayReference: null, paidNowCents: 0 })))
      throw unknownOutcome(deps);
    return placedAnswer(reserved, null, confirmation);
  }
  let result: AuthoriseResult;
  try {
    result = await withTimeout('authorisation', deps.gatewayTimeoutMs, () =>
      deps.gateway.authorise({
        merchantReference: reserved.orderNumber,
        amountCents: reserved.payNowCents,
        currency: deps.brand.currency,
        encryptedCard: body.encryptedValues ?? {},
        brand: deps.brand.app,
        merchantName: deps.brand.companyName,
        returnUrl: THREE_DS_RETURN_PATH,
      }),
    );
  } catch (error) {
    if (!(error instanceof GatewayTimeout)) throw error;
    await deps.checkout.updatePayment(reserved.paymentId, ['pending'], { state: 'unknown', updatedAt: deps.now() });
    throw unknownOutcome(deps);
  }
  return settleAuthorisation(deps, reserved, result);
}

export async function settleAuthorisation(
  deps: CheckoutDeps,
  reserved: Pick<ReservedOrder, 'orderId' | 'orderNumber' | 'cartId' | 'paymentId' | 'payNowCents'>,
  result: AuthoriseResult,
): Promise<CheckoutAnswer> {
  const paymentId = reserved.paymentId!;
  if (result.outcome === 'refused') {
    await releaseOrder(deps, reserved.orderId, 'refused', result.refusalReason);
    throw refusedPayment(deps, result.refusalReason);
  }
  if (result.outcome === 'challenge') {
    await deps.checkout.updatePayment(paymentId, ['pending'], {
      state: 'challenged',
      gatewayReference: result.gatewayReference,
      updatedAt: deps.now(),
    });
    return {
      orderCompleted: false,
      success: true,
      orderReference: reserved.orderNumber,
      cartId: reserved.cartId,
      paymentReference: result.gatewayReference,
      redirectUrl: null,
      secure3DResponse: { htmlFormAction: result.action, htmlFormToPost: hiddenInputs(result.fields) },
    };
  }
  // If the database fails here the order stays pending with an authorisation: the expiry job voids it.
  const placed = await placeOrder(deps, reserved.orderId, {
    paymentId,
    gatewayReference: result.gatewayReference,
    paidNowCents: reserved.payNowCents,
  }).catch((error: unknown) => {
    throw Object.assign(unknownOutcome(deps), { cause: error });
  });
  if (!placed) {
    // Cancelled meanwhile (a void or the expiry job): the money must not be kept.
    await deps.gateway.void(result.gatewayReference);
    throw new CheckoutRefusal(409, [CHECKOUT_MESSAGES.transactionCanceled]);
  }
  // Captured now when the gateway answers; the queued capture job retries it otherwise.
  await captureOrder(deps, reserved.orderId).catch(() => undefined);
  return placedAnswer(reserved, result.gatewayReference, confirmationPath(reserved.cartId));
}
