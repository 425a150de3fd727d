/**
 * The shopper's return from a provider's page (document 2 section 4, "other payment confirmations"):
 * the providers that return to us (checkout-calls.ts posts each to its confirmation call), the query field that names the payment
 * (so a reload of the return page is the same confirmation, not a second one) and how the provider
 * says the shopper cancelled.
 */
export const RETURN_PROVIDERS = {
  zip: { reference: 'checkoutId', cancelled: (query: URLSearchParams) => query.get('result') === 'cancelled' },
  paypal: { reference: 'token', cancelled: statusCancelled },
  afterpay: { reference: 'orderToken', cancelled: statusCancelled },
  klarna: { reference: 'reference', cancelled: statusCancelled },
  humm: { reference: 'reference', cancelled: statusCancelled },
} as const;
export type ReturnProvider = keyof typeof RETURN_PROVIDERS;

function statusCancelled(query: URLSearchParams): boolean {
  return query.get('status') === 'CANCELLED';
}

export const isReturnProvider = (name: string | undefined): name is ReturnProvider =>
  name !== undefined && Object.hasOwn(RETURN_PROVIDERS, name);

/** One Idempotency-Key per provider payment: a reloaded or repeated return replays the first confirmation's answer. */
export function confirmationKey(provider: ReturnProvider, query: URLSearchParams): string {
  return `confirm-${provider}-${query.get(RETURN_PROVIDERS[provider].reference) ?? 'none'}`.slice(0, 200);
}

/** Where a cancelled payment leaves the shopper: the checkout, which says "You've cancelled your payment." */
export const CANCELLED_CHECKOUT = '/customer/checkout?status=CANCELLED';
