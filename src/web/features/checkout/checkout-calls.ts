import type { ApiClient, ApiResult } from '../../../contracts/api-client';
import type { CheckoutAnswer, CheckoutView, OrderConfirmation } from '../../../contracts/checkout';
import type { PaymentConfirmationAnswer, PaymentStatusAnswer } from '../../../contracts/payments';
import type { ReturnProvider } from './payment/payment-return';
import { createApiClient } from '../../../contracts/api-client';
import { createFetchTransport } from '../../client/browser-api';
import type { CheckoutSubmitBody } from './submit-body';

/**
 * The checkout calls of document 2 section 7 through the typed client. The submit has its own
 * client: its 401 is a refused payment, not an expired session, so it must not log the shopper out.
 */
const checkoutApi: ApiClient = createApiClient(createFetchTransport({ reportUnauthorized: false }));

export function readCheckoutView(api: ApiClient): Promise<ApiResult<CheckoutView>> {
  return api.get('/api/checkout');
}

export function submitCheckout(body: CheckoutSubmitBody, idempotencyKey: string): Promise<ApiResult<CheckoutAnswer>> {
  return checkoutApi.post('/api/checkout', { body, idempotencyKey });
}

export function readOrderConfirmation(api: ApiClient, id: string): Promise<ApiResult<OrderConfirmation>> {
  return api.get('/api/checkout/confirmation', { query: { id } });
}

/** Zip in store's status poll (document 2 section 7). Its 401 is not the session's either. */
export function readPaymentStatus(cartId: string, paymentReference: string): Promise<ApiResult<PaymentStatusAnswer>> {
  return checkoutApi.get('/api/payment/status', { query: { cartId, paymentReference, selectedPaymentOption: 'ZipInStore' } });
}

/**
 * The provider's confirmation call with the provider's return query as it came (document 2 section 7:
 * no body); the server's schema checks it, so it is passed on untyped. Klarna and Humm share one
 * call that names the method in its query. A repeated confirmation is answered from the payment's
 * state (the server settles each provider payment once), so it needs no Idempotency-Key.
 */
export function confirmProviderPayment(provider: ReturnProvider, query: URLSearchParams): Promise<ApiResult<PaymentConfirmationAnswer>> {
  const asCame = Object.fromEntries(query) as never;
  switch (provider) {
    case 'zip':
      return checkoutApi.post('/api/checkout/zipconfirmation', { query: asCame });
    case 'paypal':
      return checkoutApi.post('/api/checkout/paypalconfirmation', { query: asCame });
    case 'afterpay':
      return checkoutApi.post('/api/checkout/afterpayconfirmation', { query: asCame });
    case 'klarna':
    case 'humm':
      return checkoutApi.post('/api/checkout/paymentconfirmation', { query: asCame });
  }
}
