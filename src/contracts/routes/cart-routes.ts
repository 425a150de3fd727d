import { APPLY_CODE_FALLBACK_ERROR, CODE_EMPTY_ERROR, CODE_MAX_LENGTH } from '../../domain/cart-codes';
import { CART_REMOVE_UNKNOWN_ERROR } from '../../domain/cart-rules';
import {
  cartAddBodySchema,
  cartCouponBodySchema,
  cartCouponParamsSchema,
  cartEmailBodySchema,
  cartProductOptionsSchema,
  cartProductParamsSchema,
  cartQuerySchema,
  cartSchema,
} from '../cart';
import { apiRoute } from '../http/route-contract';

/**
 * The cart of document 3 section 7. It belongs to the visitor (the `wau` cookie) or, signed in, to
 * the account. Every answer is the whole cart priced again by the server; writes queue per cart and
 * take an Idempotency-Key, so a retried add is not added twice.
 */
export const cartRoutes = {
  getCart: apiRoute({
    method: 'GET',
    path: '/api/cart/',
    operationId: 'getCart',
    summary: 'The caller’s cart, priced by the server (cartId is an empty guid when there is none)',
    access: 'public',
    cache: 'private',
    query: cartQuerySchema,
    response: cartSchema,
  }),
  addToCart: apiRoute({
    method: 'POST',
    path: '/api/cart/product/',
    operationId: 'addToCart',
    summary:
      'Adds qty of a product (by sku or productCode) with its installation and warranty choices, or sets its quantity with mode "set"; a price sent is ignored',
    access: 'public',
    idempotent: true,
    cache: 'no-store',
    body: cartAddBodySchema,
    response: cartSchema,
    errors: [404],
  }),
  getCartProduct: apiRoute({
    method: 'GET',
    path: '/api/cart/product/{productCode}',
    operationId: 'getCartProduct',
    summary: 'The installation and warranty options offered for a product, and its cart line when it is in the cart',
    access: 'public',
    cache: 'private',
    params: cartProductParamsSchema,
    response: cartProductOptionsSchema,
    errors: [404],
  }),
  emptyCart: apiRoute({
    method: 'DELETE',
    path: '/api/cart/',
    operationId: 'emptyCart',
    summary: 'Empties the cart (its products and codes)',
    access: 'public',
    idempotent: true,
    cache: 'no-store',
    response: cartSchema,
  }),
  removeFromCart: apiRoute({
    method: 'DELETE',
    path: '/api/cart/product/{productCode}',
    operationId: 'removeFromCart',
    summary: `Removes a product from the cart; one not in it answers 404 with errors ['${CART_REMOVE_UNKNOWN_ERROR}']`,
    access: 'public',
    idempotent: true,
    cache: 'no-store',
    params: cartProductParamsSchema,
    response: cartSchema,
    errors: [404],
  }),
  setCartEmail: apiRoute({
    method: 'POST',
    path: '/api/cart/email',
    operationId: 'setCartEmail',
    summary: 'Keeps the shopper’s e-mail with the cart (a guest checkout’s contact)',
    access: 'public',
    idempotent: true,
    cache: 'no-store',
    body: cartEmailBodySchema,
    response: cartSchema,
  }),
  applyCartCoupon: apiRoute({
    method: 'POST',
    path: '/api/cart/coupon/',
    operationId: 'applyCartCoupon',
    summary: `Applies a coupon or gift card code (1 to ${CODE_MAX_LENGTH} characters; empty is a 400 '${CODE_EMPTY_ERROR}'); a code that is unknown or does not apply is a 422 whose errors give the reason (the page falls back to '${APPLY_CODE_FALLBACK_ERROR}'); too many failed codes are a 429`,
    access: 'public',
    idempotent: true,
    cache: 'no-store',
    body: cartCouponBodySchema,
    response: cartSchema,
    errors: [422],
  }),
  removeCartCoupon: apiRoute({
    method: 'DELETE',
    path: '/api/cart/coupon/{id}',
    operationId: 'removeCartCoupon',
    summary: 'Removes an applied code; the id is the code (as in the cart’s codes[].id)',
    access: 'public',
    idempotent: true,
    cache: 'no-store',
    params: cartCouponParamsSchema,
    response: cartSchema,
    errors: [404],
  }),
};
