import type { FastifyInstance } from 'fastify';
import { apiRoutes } from '../../contracts/routes';
import { CheckoutRefusal } from '../../services/checkout/checkout-refusal';
import type { ApiDeps } from '../api-deps';
import { defineRoute } from '../http/define-route';
import { HttpError } from '../http/errors';
import { IDEMPOTENT_REPLAYED_HEADER, keyScope, readKey, requestFingerprint } from '../http/idempotency';
import { withheldPrices } from '../http/price-withholding';

/** A refusal in the API's error shape; a payment refusal carries the spec's Checkout 401 headline. */
export async function refusing<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof CheckoutRefusal) throw new HttpError(error.status, error.errors, error.headline);
    throw error;
  }
}

/**
 * The checkout calls (document 2 section 7). The submit keys itself (`idempotent: 'workflow'`): its
 * service claims the Idempotency-Key in the order's first transaction and stores the answer after
 * the payment, so a retry replays the first answer without holding a transaction across the gateway.
 */
export async function checkoutRoutes(app: FastifyInstance, { services }: ApiDeps) {
  defineRoute(app, apiRoutes.getCheckout, async ({ caller }) => services.checkout.view(caller));

  defineRoute(app, apiRoutes.submitCheckout, async ({ body, caller }, request, reply) => {
    const key = readKey(request);
    const keyed = key === undefined ? null : { scope: keyScope(request), key, fingerprint: requestFingerprint(request) };
    const outcome = await refusing(() => services.checkout.submit(caller, body, keyed));
    if (outcome.replayed) reply.status(outcome.answer.status).header(IDEMPOTENT_REPLAYED_HEADER, 'true');
    return outcome.answer.body as Awaited<ReturnType<typeof services.checkout.void>>;
  });

  defineRoute(app, apiRoutes.voidCheckout, async ({ body, caller }) => refusing(() => services.checkout.void(caller, body.cartId)));

  defineRoute(
    app,
    apiRoutes.getOrderConfirmation,
    async ({ query, caller }) => refusing(() => services.checkout.confirmation(caller, query.id)),
    withheldPrices.orderConfirmation,
  );
}
