import type { CheckoutAnswer, CheckoutSubmit, CheckoutView, OrderConfirmation } from '../../contracts/checkout';
import type { StoredAnswer } from '../../db/repositories/idempotency-repository';
import type { Caller } from '../../domain/caller';
import { settingsByName } from '../../domain/settings';
import { cartLockKey } from '../cart/cart-service';
import { checkoutOwner, ownsOrder } from './order-ownership';
import { IDEMPOTENCY_KEY_LIFETIME_MS } from '../idempotency-service';
import { checkoutOptionsFor, flavourOptions } from './checkout-options';
import { paymentConfigurationFor } from '../payments/payment-configuration';
import type { CheckoutDeps } from './checkout-deps';
import { draftOrder } from './checkout-draft';
import { CheckoutRefusal } from './checkout-refusal';
import { checkoutView, depositPercentage, tradeCreditOf } from './checkout-view';
import { confirmationOf } from './order-confirmation';
import { payForOrder } from './pay-order';
import { payWithProvider } from './provider-payment';
import { confirmProviderReturn, devicePaymentStatus, receiveProviderCallback } from './provider-returns';
import type { PaymentConfiguration } from '../../contracts/payments';
import type { ProviderCallback } from '../../providers/payments/payment-providers';
import { isProviderOption } from '../../providers/payments/payment-providers';
import { refuseStaffOnlyFields, refuseUnapprovedCredit } from './checkout-rules';
import { reserveOrder } from './reserve-order';
import { staffContext } from './staff-checkout';
import { voidCheckout } from './void-checkout';
import { completeChallenge, ORDER_JOB_HANDLERS, reconcileExpiredOrders } from './order-reconciliation';

/** A submit's Idempotency-Key, scoped to the caller (see src/api/http/idempotency.ts). */
export interface CheckoutKey {
  scope: string;
  key: string;
  fingerprint: string;
}

export type SubmitOutcome = { replayed: boolean; answer: StoredAnswer };

/**
 * Checkout as a workflow of small steps (Medusa's shape): validate and price, reserve in one
 * transaction, pay, then place or compensate. See docs/adr/0030-checkout-workflow-and-payments.md.
 */
export function createCheckoutService(deps: CheckoutDeps) {
  const app = deps.brand.app;

  async function claimKey(keyed: CheckoutKey): Promise<StoredAnswer | null> {
    const now = deps.now();
    const claim = await deps.keys.claim(
      keyed.scope,
      keyed.key,
      keyed.fingerprint,
      now,
      new Date(now.getTime() + IDEMPOTENCY_KEY_LIFETIME_MS),
    );
    if (claim.claimed) return null;
    if (claim.fingerprint !== keyed.fingerprint)
      throw new CheckoutRefusal(422, ['This Idempotency-Key was already used with a different request. Send a new key for a new request.']);
    if (!claim.answer) throw new CheckoutRefusal(409, ['A request with this Idempotency-Key is still being processed. Try again shortly.']);
    return claim.answer;
  }

  async function submit(caller: Caller, body: CheckoutSubmit, keyed: CheckoutKey | null): Promise<SubmitOutcome> {
    refuseStaffOnlyFields(body, caller);
    const owner = checkoutOwner(caller);
    if (!owner) throw new CheckoutRefusal(404, ['The cart was not found.']);
    // Settings are read before the transaction, where the shared cache may load and keep them.
    const settings = (await deps.settings.list(app)).items;
    const credit = await tradeCreditOf(deps, caller);
    const option = body.selectedPaymentOption;
    refuseUnapprovedCredit(body, caller, credit, (flavourOptions(app, settings) as readonly string[]).includes(option));
    const opts = checkoutOptionsFor(app, caller, settings, credit);
    const staff = await staffContext(deps, caller, body);

    const step = await deps.transactions.run(async () => {
      const replay = keyed ? await claimKey(keyed) : null;
      if (replay) return { replay, reserved: null } as const;
      await deps.transactions.lockAggregate('cart', cartLockKey(app, owner));
      const live = await deps.checkout.liveOrderForCart(body.cartId);
      if (live) {
        if (!ownsOrder(caller, live)) throw new CheckoutRefusal(404, ['The cart was not found.']);
        throw new CheckoutRefusal(409, [`This cart is already order ${live.orderNumber}.`], undefined, live.orderNumber);
      }
      const draft = await draftOrder(deps, {
        caller,
        owner,
        body,
        opts,
        depositPercentage: depositPercentage(settings),
        proformaBrands: settingsByName(settings).proformaShippingBrands ?? '',
        payments: paymentConfigurationFor(deps.brand, settings, {}),
      });
      return { replay: null, reserved: await reserveOrder(deps, { caller, owner, body, draft, staff }) } as const;
    });
    if (step.replay) return { replayed: true, answer: step.replay };

    try {
      const answer =
        step.reserved.paymentId && isProviderOption(option)
          ? await payWithProvider(deps, step.reserved, body, option)
          : await payForOrder(deps, step.reserved, body);
      if (keyed) await deps.keys.store(keyed.scope, keyed.key, { status: 200, body: answer });
      return { replayed: false, answer: { status: 200, body: answer } };
    } catch (error) {
      // Only answers given are replayed; a refused or unknown payment frees the key for a retry.
      if (keyed) await deps.keys.forget(keyed.scope, keyed.key);
      throw error;
    }
  }

  return {
    async view(caller: Caller): Promise<CheckoutView> {
      return checkoutView(deps, caller, (await deps.settings.list(app)).items);
    },
    submit,
    void: (caller: Caller, cartId: string): Promise<CheckoutAnswer> => voidCheckout(deps, caller, cartId),
    confirmation: (caller: Caller, cartId: string): Promise<OrderConfirmation> => confirmationOf(deps, caller, cartId),
    /** The 3-D Secure return (a form post from the shopper's browser): where the browser goes next. */
    completeChallenge: (caller: Caller, fields: Record<string, string>): Promise<string> => completeChallenge(deps, caller, fields),
    /** GET /api/checkout/paymentconfiguration (and v2): the flavour's settings and card keys. */
    async paymentConfiguration(): Promise<PaymentConfiguration> {
      const settings = (await deps.settings.list(app)).items;
      return paymentConfigurationFor(deps.brand, settings, await deps.gateway.publicKeys([app]));
    },
    confirmProviderReturn: (caller: Caller, input: { slug: string; reference: string; shopperCancelled: boolean }) =>
      confirmProviderReturn(deps, caller, input),
    receiveProviderCallback: (input: { slug: string; callback: ProviderCallback; signature: string | undefined }) =>
      receiveProviderCallback(deps, input),
    devicePaymentStatus: (caller: Caller, input: { cartId: string; paymentReference: string }) => devicePaymentStatus(deps, caller, input),
    /** The outbox jobs checkout queues: order expiry (reconciliation) and payment capture. */
    jobHandlers: () => ORDER_JOB_HANDLERS(deps),
    reconcileExpiredOrders: () => reconcileExpiredOrders(deps),
  };
}
export type CheckoutService = ReturnType<typeof createCheckoutService>;
