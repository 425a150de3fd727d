import type { FastifyInstance } from 'fastify';
import { EMPTY_CART_ID } from '../../contracts/cart';
import { apiRoutes } from '../../contracts/routes';
import { CHECKOUT_MESSAGES } from '../../domain/checkout-fields';
import { checkoutOptionsFor } from '../../services/checkout/checkout-options';
import type { ApiDeps } from '../api-deps';
import { readOwner } from '../cart/cart-routes';
import { defineRoute } from '../http/define-route';
import { HttpError } from '../http/errors';
import { withheldPrices } from '../http/price-withholding';

export const cartNotFound = (cartId: string) => `The cart ${cartId} was not found.`;

/**
 * POST /api/checkout/avail: the delivery calendar for the caller's own cart (the account's when
 * signed in, else the visitor's). Another cart's id answers 404 as an unknown one does, so ids
 * cannot be probed. A suburb, state and postcode that are not one of our localities answer 404
 * with the spec's locality message; a locality we do not deliver to answers the unavailable document.
 */
export async function deliveryRoutes(app: FastifyInstance, { services, brand }: ApiDeps) {
  defineRoute(
    app,
    apiRoutes.checkoutAvailability,
    async ({ body }, request) => {
      const cart = await services.cart.get(readOwner(request));
      if (cart.cartId === EMPTY_CART_ID || cart.cartId !== body.cartId) throw new HttpError(404, [cartNotFound(body.cartId)]);
      const settings = await services.settings.list(brand.app);
      const opts = checkoutOptionsFor(brand.app, request.caller, settings.items);
      const answer = await services.delivery.availability({ cart, request: body, opts, caller: request.caller });
      if (!answer) throw new HttpError(404, [CHECKOUT_MESSAGES.localityUnavailable]);
      return answer;
    },
    withheldPrices.availability,
  );
}
