import type { FastifyInstance } from 'fastify';
import { apiRoutes } from '../../contracts/routes';
import { isSignedIn } from '../../domain/caller';
import type { CartOwner } from '../../services/cart/cart-service';
import { CartRefusal } from '../../services/cart/cart-refusal';
import type { ApiDeps } from '../api-deps';
import type { CallReply, CallRequest } from '../../contracts/http/api-call';
import { defineRoute, type RouteInput } from '../http/define-route';
import { HttpError } from '../http/errors';
import { withheldPrices } from '../http/price-withholding';
import { ensureVisitorId, readVisitorId } from '../http/visitor-id';

export const SIGN_IN_TO_BUY = 'Please log in to see prices and add products to your cart.';

/** The cart a write changes: the account's when signed in, else the visitor's (the cookie is set if missing). */
function writeOwner(request: CallRequest, reply: CallReply): CartOwner {
  const caller = request.caller;
  if (isSignedIn(caller)) return { accountId: caller.accountId };
  return { visitorId: ensureVisitorId(request, reply) };
}

/** The cart a read shows; a visitor without the cookie has none. */
export function readOwner(request: Pick<CallRequest, 'caller' | 'cookies'>): CartOwner | null {
  const caller = request.caller;
  if (isSignedIn(caller)) return { accountId: caller.accountId };
  const visitorId = readVisitorId(request);
  return visitorId ? { visitorId } : null;
}

type AfterAnswer = RouteInput<typeof apiRoutes.getCart>['afterAnswer'];

const ownerScope = (owner: CartOwner) => ('accountId' in owner ? `account:${owner.accountId}` : `visitor:${owner.visitorId}`);

/**
 * The cart calls. A refused code is recorded for the guessing limit once the call has ended: the
 * call's own transaction (and its idempotency record) rolls back with the refusal.
 */
export async function cartRoutes(app: FastifyInstance, { services }: ApiDeps) {
  /** A refused code is counted once the call is answered, outside its transaction (afterAnswer). */
  async function refusing<T>(afterAnswer: AfterAnswer, work: () => Promise<T>, scopes: string[] = []): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (!(error instanceof CartRefusal)) throw error;
      if (error.failedCode) afterAnswer(() => services.cart.recordCodeFailure(scopes));
      throw new HttpError(error.status, error.errors, error.status === 422 ? error.errors[0] : undefined);
    }
  }

  defineRoute(app, apiRoutes.getCart, async (_input, request) => services.cart.get(readOwner(request)), withheldPrices.cart);

  defineRoute(
    app,
    apiRoutes.addToCart,
    async ({ body, afterAnswer }, request, reply) => {
      // Where prices show only after sign-in, nobody buys what they cannot see the price of.
      if (!app.priceRule.visibleTo(request.caller)) throw new HttpError(401, [SIGN_IN_TO_BUY]);
      const owner = writeOwner(request, reply);
      return refusing(afterAnswer, () => services.cart.add(owner, body));
    },
    withheldPrices.cart,
  );

  defineRoute(
    app,
    apiRoutes.getCartProduct,
    async ({ params, afterAnswer }, request) =>
      refusing(afterAnswer, () => services.cart.productOptions(readOwner(request), params.productCode)),
    withheldPrices.cartProductOptions,
  );

  defineRoute(
    app,
    apiRoutes.emptyCart,
    async (_input, request, reply) => services.cart.clear(writeOwner(request, reply)),
    withheldPrices.cart,
  );

  defineRoute(
    app,
    apiRoutes.removeFromCart,
    async ({ params, afterAnswer }, request, reply) => {
      const owner = writeOwner(request, reply);
      return refusing(afterAnswer, () => services.cart.removeProduct(owner, params.productCode));
    },
    withheldPrices.cart,
  );

  defineRoute(
    app,
    apiRoutes.setCartEmail,
    async ({ body }, request, reply) => services.cart.setEmail(writeOwner(request, reply), body.email),
    withheldPrices.cart,
  );

  defineRoute(
    app,
    apiRoutes.applyCartCoupon,
    async ({ body, afterAnswer }, request, reply) => {
      const owner = writeOwner(request, reply);
      const throttleScopes = [ownerScope(owner), `ip:${request.ip}`];
      return refusing(
        afterAnswer,
        () => services.cart.applyCode(owner, { code: body.code, userEmail: body.userEmail, throttleScopes }),
        throttleScopes,
      );
    },
    withheldPrices.cart,
  );

  defineRoute(
    app,
    apiRoutes.removeCartCoupon,
    async ({ params, afterAnswer }, request, reply) => {
      const owner = writeOwner(request, reply);
      return refusing(afterAnswer, () => services.cart.removeCode(owner, params.id));
    },
    withheldPrices.cart,
  );
}
