import type { ApiClient, ApiResult } from '../../../contracts/api-client';
import type { CheckoutAnswer, CheckoutSubmit, CheckoutView, OrderConfirmation } from '../../../contracts/checkout';
import { createApiClient } from '../../../contracts/api-client';
import { createFetchTransport } from '../../client/browser-api';

/**
 * The checkout calls of document 2 section 7 through the typed client. The submit has its own
 * client: its 401 is a refused payment, not an expired session, so it must not log the shopper out.
 */
export const checkoutApi: ApiClient = createApiClient(createFetchTransport({ reportUnauthorized: false }));

// The checkout routes join the route index when their handlers are registered; until then the
// client is seen through their contracts' types here, and nowhere else.
interface PendingRoutesClient {
  get(path: string, input?: object): Promise<ApiResult<unknown>>;
  post(path: string, input?: object): Promise<ApiResult<unknown>>;
}
const pending = (api: ApiClient) => api as unknown as PendingRoutesClient;

export function readCheckoutView(api: ApiClient): Promise<ApiResult<CheckoutView>> {
  return pending(api).get('/api/checkout') as Promise<ApiResult<CheckoutView>>;
}

export function submitCheckout(body: CheckoutSubmit, idempotencyKey: string): Promise<ApiResult<CheckoutAnswer>> {
  return pending(checkoutApi).post('/api/checkout', { body, idempotencyKey }) as Promise<ApiResult<CheckoutAnswer>>;
}

export function readOrderConfirmation(api: ApiClient, id: string): Promise<ApiResult<OrderConfirmation>> {
  return pending(api).get('/api/checkout/confirmation', { query: { id } }) as Promise<ApiResult<OrderConfirmation>>;
}
