/**
 * The shopper's return from a provider's page (document 2 section 4, "other payment confirmations"):
 * the providers that send the shopper back to /customer/checkout/return/{provider} (checkout-calls.ts
 * posts each return to its confirmation call) and how each says the shopper cancelled.
 */
export const RETURN_PROVIDERS = {
  zip: { cancelled: (query: URLSearchParams) => query.get('result') === 'cancelled' },
  paypal: { cancelled: statusCancelled },
  afterpay: { cancelled: statusCancelled },
  klarna: { cancelled: statusCancelled },
  humm: { cancelled: statusCancelled },
} as const;
export type ReturnProvider = keyof typeof RETURN_PROVIDERS;

function statusCancelled(query: URLSearchParams): boolean {
  return query.get('status') === 'CANCELLED';
}

export const isReturnProvider = (name: string | undefined): name is ReturnProvider =>
  name !== undefined && Object.hasOwn(RETURN_PROVIDERS, name);

/** Where a cancelled payment leaves the shopper: the checkout, which says "You've cancelled your payment." */
export const CANCELLED_CHECKOUT = '/customer/checkout?status=CANCELLED';
