import type { FastifyInstance } from 'fastify';
import { apiRoutes } from '../../contracts/routes';
import { isSignedIn } from '../../domain/caller';
import type { CartOwner } from '../../services/cart/cart-service';
import { CartRefusal } from '../../services/cart/cart-refusal';
import type { CodeSlot } from '../../services/cart/code-throttle';
import type { ApiDeps } from '../api-deps';
import type { CallReply, CallRequest } from '../../contracts/http/api-call';
import { defineRoute } from '../http/define-route';
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

/** A code attempt of the coupon call: its guessing slot, and whether the code failed to apply. */
interface CodeAttempt {
  owner: CartOwner;
  slot: CodeSlot;
  failed: boolean;
}

const ownerScope = (owner: CartOwner) => ('accountId' in owner ? `account:${owner.accountId}` : `visitor:${owner.visitorId}`);

/**
 * The cart calls. A code attempt takes its guessing slot before the call's own transaction opens
 * (an Idempotency-Key wraps the handler in one, and a slot taken inside would roll back with the
 * refusal); once the call has ended, the slot stays as a failure only if the code did not apply.
 */
export async function cartRoutes(app: FastifyInstance, { services }: ApiDeps) {
  async function refusing<T>(work: () => Promise<T>, attempt?: CodeAttempt): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (!(error instanceof CartRefusal)) throw error;
      if (error.failedCode && attempt) attempt.failed = true;
      throw new HttpError(error.status, error.errors, error.status === 422 ? error.errors[0] : undefined);
    }
  }

  defineRoute(app, apiRoutes.getCart, async (_input, request) => services.cart.get(readOwner(request)), withheldPrices.cart);

  defineRoute(
    app,
    apiRoutes.addToCart,
    async ({ body }, request, reply) => {
      // Where prices show only after sign-in, nobody buys what they cannot see the price of.
      if (!app.priceRule.visibleTo(request.caller)) throw new HttpError(401, [SIGN_IN_TO_BUY]);
      const owner = writeOwner(request, reply);
      return refusing(() => services.cart.add(owner, body));
    },
    withheldPrices.cart,
  );

  defineRoute(
    app,
    apiRoutes.getCartProduct,
    async ({ params }, request) => refusing(() => services.cart.productOptions(readOwner(request), params.productCode)),
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
    async ({ params }, request, reply) => {
      const owner = writeOwner(request, reply);
      return refusing(() => services.cart.removeProduct(owner, params.productCode));
    },
    withheldPrices.cart,
  );

  defineRoute(
    app,
    apiRoutes.setCartEmail,
    async ({ body }, request, reply) => services.cart.setEmail(writeOwner(request, reply), body.email),
    withheldPrices.cart,
  );

  const codeAttempts = new WeakMap<CallRequest, CodeAttempt>();
  defineRoute(
    app,
    apiRoutes.applyCartCoupon,
    async ({ body }, request) => {
      const attempt = codeAttempts.get(request)!;
      return refusing(() => services.cart.applyCode(attempt.owner, { code: body.code, userEmail: body.userEmail }), attempt);
    },
    {
      withholdPrices: withheldPrices.cart,
      beforeTransaction: async ({ afterAnswer }, request, reply) => {
        const owner = writeOwner(request, reply);
        const slot = await refusing(() => services.cart.codeAttempts.take([ownerScope(owner), `ip:${request.ip}`]));
        const attempt: CodeAttempt = { owner, slot, failed: false };
        codeAttempts.set(request, attempt);
        afterAnswer(async () => {
          if (!attempt.failed) await services.cart.codeAttempts.giveBack(slot);
        });
      },
    },
  );

  defineRoute(
    app,
    apiRoutes.removeCartCoupon,
    async ({ params }, request, reply) => {
      const owner = writeOwner(request, reply);
      return refusing(() => services.cart.removeCode(owner, params.id));
    },
    withheldPrices.cart,
  );
}
