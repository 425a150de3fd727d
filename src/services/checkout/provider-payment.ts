import type { CheckoutAnswer, CheckoutSubmit } from '../../contracts/checkout';
import { CHECKOUT_MESSAGES } from '../../domain/checkout-fields';
import { GatewayTimeout, withTimeout } from '../../providers/payments/payment-gateway';
import { ProviderUnavailable, type ProviderOption } from '../../providers/payments/payment-providers';
import { providerReturnPath, type CheckoutDeps } from './checkout-deps';
import { CheckoutRefusal } from './checkout-refusal';
import { refusedPayment } from './pay-order';
import type { ReservedOrder } from './reserve-order';
import { releaseOrder } from './settle-order';
import { settleProviderOutcome } from './provider-settlement';
import { placedAnswer } from './settle-order';
import { confirmationPath } from './checkout-deps';

/** The slug a redirect provider's return page and callback route are named by ("afterpay"). */
export const redirectSlug = (providerName: string) => providerName.replace(/^sandbox-/, '');

const unavailable = (deps: CheckoutDeps) =>
  new CheckoutRefusal(503, [CHECKOUT_MESSAGES.checkoutOther(deps.brand.customerSupportNumber.phone)]);

/**
 * The payment step for the providers beyond the card, after the same reservation as the card:
 * - redirect: a provider session is opened and the shopper is sent to its hosted page (the order
 *   stays pending until the return or the callback settles it, or the expiry job cancels it);
 * - device (Zip in store): the shopper's app is asked; the browser polls GET /api/payment/status;
 * - wallet: the token is authorised now and the order placed or released at once.
 * A provider that cannot be reached leaves nothing behind: the reservation is released.
 */
export async function payWithProvider(
  deps: CheckoutDeps,
  reserved: ReservedOrder,
  body: CheckoutSubmit,
  option: ProviderOption,
): Promise<CheckoutAnswer> {
  const provider = deps.providers[option];
  const paymentId = reserved.paymentId!;
  const request = {
    merchantReference: reserved.orderNumber,
    amountCents: reserved.payNowCents,
    currency: deps.brand.currency,
    merchantName: deps.brand.companyName,
  };
  const pending = (paymentReference: string, redirectUrl: string | null): CheckoutAnswer => ({
    orderCompleted: false,
    success: true,
    orderReference: reserved.orderNumber,
    cartId: reserved.cartId,
    paymentReference,
    redirectUrl,
    secure3DResponse: null,
  });
  const recordReference = (reference: string) =>
    deps.checkout.updatePayment(paymentId, ['pending'], { state: 'pending', gatewayReference: reference, updatedAt: deps.now() });

  try {
    if (provider.kind === 'redirect') {
      const session = await withTimeout('session', deps.gatewayTimeoutMs, () =>
        provider.createSession({ ...request, returnUrl: providerReturnPath(redirectSlug(provider.name)) }),
      );
      await recordReference(session.reference);
      return pending(session.reference, session.redirectUrl);
    }
    if (provider.kind === 'device') {
      const { reference } = await withTimeout('payment request', deps.gatewayTimeoutMs, () =>
        provider.requestPayment({ ...request, storeCode: body.devicePaymentCode ?? '' }),
      );
      await recordReference(reference);
      return pending(reference, null);
    }
    const result = await withTimeout('authorisation', deps.gatewayTimeoutMs, () =>
      provider.authorise({ ...request, token: body.walletToken ?? '' }),
    );
    await recordReference(result.reference);
    if (result.outcome === 'refused') {
      await releaseOrder(deps, reserved.orderId, 'refused', result.reason);
      throw refusedPayment(deps, result.reason);
    }
    const payment = (await deps.checkout.paymentOf(reserved.orderId))!;
    if ((await settleProviderOutcome(deps, payment, 'approved')) !== 'placed')
      throw new CheckoutRefusal(409, [CHECKOUT_MESSAGES.transactionCanceled]);
    return placedAnswer(reserved, result.reference, confirmationPath(reserved.cartId));
  } catch (error) {
    if (!(error instanceof GatewayTimeout) && !(error instanceof ProviderUnavailable)) throw error;
    // Nothing was approved that we know of: give the reservation back now rather than at expiry.
    await releaseOrder(deps, reserved.orderId, 'voided', 'The payment provider could not be reached.');
    throw unavailable(deps);
  }
}
