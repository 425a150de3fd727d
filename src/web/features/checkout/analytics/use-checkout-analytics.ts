import { useEffect, useMemo, useRef } from 'react';
import type { Cart } from '../../../../contracts/cart';
import type { OrderConfirmation } from '../../../../contracts/checkout';
import type { BrandConfig } from '../../../../domain/brands';
import {
  affiliateConversion,
  ecommerceEvent,
  pinboardEvent,
  purchaseEvent,
  submissionErrorEvent,
  type AnalyticsCart,
  type SubmissionFailure,
} from '../../../../domain/checkout-analytics';
import { PERSONAL_STORAGE_KEYS } from '../../../client/personal-storage';
import { affiliateClickReference } from '../../analytics/affiliate-click';
import { checkoutTrackers, type CheckoutTrackers } from './checkout-trackers';

/**
 * Checkout analytics (document 2 section 4): when the page calls what.
 *
 * On the checkout page:
 *   const analytics = useCheckoutAnalytics(cart && analyticsCartOf(cart, brand));
 *   - begin_checkout and the pin-board pagevisit: sent by the hook once, when the cart is first known;
 *   - analytics.localityLookedUp('2000 Sydney, NSW'): after each locality lookup (add_shipping_info);
 *   - analytics.paymentInfoAdded(values.selectedPaymentOption): when the shopper submits (add_payment_info);
 *   - body.fraudCheckToken = await analytics.fraudCheckToken(): the anti-fraud token for the post;
 *   - analytics.submitFailed({ errors, paymentOption, refusalReason, errorCode, orderId }): any failed
 *     submit, the card checks' 401 included (submission-error).
 *
 * On the confirmation page, once per order, whichever way the shopper got there (a direct approval or
 * the return from a 3-D Secure challenge):
 *   useOrderPlacedAnalytics(confirmation, { isReturningCustomer: Boolean(account) });
 *   sends the GA4 purchase (tax at the order's GST rate of revenue), the pin-board checkout and, for a visitor who came
 *   from an affiliate within 30 days, the affiliate conversion.
 */

/** The cart as analytics reads it. */
export function analyticsCartOf(cart: Cart, brand: Pick<BrandConfig, 'currency' | 'country'>): AnalyticsCart {
  return {
    currency: brand.currency,
    country: brand.country,
    orderTotal: cart.orderTotal,
    discount: cart.lineDiscountTotal + cart.couponDiscount,
    couponCode: cart.couponCode,
    lines: cart.products,
  };
}

export function useCheckoutAnalytics(cart: AnalyticsCart | null, trackers: CheckoutTrackers = defaultTrackers) {
  const latest = useRef(cart);
  latest.current = cart;
  const begun = cart !== null;
  useEffect(() => {
    if (!latest.current) return;
    trackers.event(ecommerceEvent('begin_checkout', latest.current));
    trackers.adTag.track(pinboardEvent('pagevisit', latest.current));
  }, [begun, trackers]);

  return useMemo(
    () => ({
      localityLookedUp(locality: string) {
        if (latest.current) trackers.event(ecommerceEvent('add_shipping_info', latest.current, { shippingTier: locality }));
      },
      paymentInfoAdded(paymentOption: string) {
        if (latest.current) trackers.event(ecommerceEvent('add_payment_info', latest.current, { paymentOption }));
      },
      submitFailed(failure: SubmissionFailure) {
        if (latest.current) trackers.event(submissionErrorEvent(latest.current, failure));
      },
      fraudCheckToken: () => trackers.fraudCheck.token(),
    }),
    [trackers],
  );
}

const defaultTrackers = checkoutTrackers();
const REPORTED_KEY = PERSONAL_STORAGE_KEYS.session.reportedOrders;

/** The placed order as analytics reads it (its lines carry no category), taxed in the order's country. */
export function analyticsCartOfOrder(order: OrderConfirmation, currency: string): AnalyticsCart {
  return {
    currency,
    country: order.country,
    orderTotal: order.orderTotal,
    discount: order.couponDiscount,
    couponCode: null,
    lines: order.lines.map((line) => ({ ...line, category: '' })),
  };
}

/** Whether this order was reported in this tab already (a reload of the confirmation page). */
function firstReport(orderReference: string): boolean {
  try {
    const reported: string[] = JSON.parse(sessionStorage.getItem(REPORTED_KEY) ?? '[]');
    if (reported.includes(orderReference)) return false;
    sessionStorage.setItem(REPORTED_KEY, JSON.stringify([...reported, orderReference].slice(-20)));
  } catch {
    // Without session storage a reload may report twice; the analytics still see the order.
  }
  return true;
}

export function useOrderPlacedAnalytics(
  order: OrderConfirmation | null,
  context: { currency: string; isReturningCustomer: boolean },
  trackers: CheckoutTrackers = defaultTrackers,
) {
  const reference = order?.orderReference ?? null;
  const latest = useRef({ order, context });
  latest.current = { order, context };
  useEffect(() => {
    const { order: placed, context: ctx } = latest.current;
    if (!placed || !firstReport(placed.orderReference)) return;
    const cart = analyticsCartOfOrder(placed, ctx.currency);
    trackers.event(purchaseEvent(cart, { orderReference: placed.orderReference, shippingCost: placed.deliveryFee }));
    trackers.adTag.track(pinboardEvent('checkout', cart, placed.orderReference));
    const clickReference = affiliateClickReference();
    if (clickReference) {
      const order = {
        webOrderId: placed.orderReference,
        shippingCost: placed.deliveryFee,
        paymentOption: placed.paymentMethod,
        isReturningCustomer: ctx.isReturningCustomer,
      };
      trackers.affiliate.report(affiliateConversion({ campaign: trackers.affiliate.campaign, clickReference, cart, order }));
    }
  }, [reference, trackers]);
}
