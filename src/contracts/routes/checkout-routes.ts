import {
  checkoutAnswerSchema,
  checkoutSubmitSchema,
  checkoutViewSchema,
  checkoutVoidBodySchema,
  confirmationQuerySchema,
  orderConfirmationSchema,
} from '../checkout';
import { apiRoute } from '../http/route-contract';

/**
 * Checkout (document 2 section 7). The cart is the caller's own (visitor cookie or account); a guest
 * checks out with an e-mail. The submit takes an Idempotency-Key: a retried submit answers the first
 * answer, and a cart that already became an order answers 409 with that order's reference.
 */
export const checkoutRoutes = {
  getCheckout: apiRoute({
    method: 'GET',
    path: '/api/checkout',
    operationId: 'getCheckout',
    summary: 'The checkout view: the customer’s locked details, stores and salespeople for staff, option flags and card encryption keys',
    access: 'public',
    cache: 'private',
    response: checkoutViewSchema,
  }),
  submitCheckout: apiRoute({
    method: 'POST',
    path: '/api/checkout',
    operationId: 'submitCheckout',
    summary:
      'Places the order: prices it again on the server, reserves stock and the delivery day, redeems codes and takes the payment, in one transaction',
    access: 'public',
    idempotent: 'workflow',
    cache: 'no-store',
    body: checkoutSubmitSchema,
    response: checkoutAnswerSchema,
    // 401: the payment was refused (the refusal reason is in errors); 409: the cart is already an order.
    errors: [401, 404, 409, 422, 503],
  }),
  voidCheckout: apiRoute({
    method: 'POST',
    path: '/api/checkout/void',
    operationId: 'voidCheckout',
    summary: 'Cancels a checkout whose payment is pending: voids the authorisation and releases stock and the delivery day',
    access: 'public',
    idempotent: true,
    cache: 'no-store',
    body: checkoutVoidBodySchema,
    response: checkoutAnswerSchema,
    errors: [404, 409],
  }),
  getOrderConfirmation: apiRoute({
    method: 'GET',
    path: '/api/checkout/confirmation',
    operationId: 'getOrderConfirmation',
    summary: 'The order placed from a cart, for its confirmation page; only the shopper who placed it may read it',
    access: 'public',
    cache: 'private',
    query: confirmationQuerySchema,
    response: orderConfirmationSchema,
    carriesPrices: true,
    errors: [404],
  }),
};
