import type { FastifyInstance } from 'fastify';
import { COMPARE_LIMIT, COMPARE_LIMIT_ERROR } from '../../domain/compare-list';
import type { ApiDeps } from '../api-deps';
import { apiRoutes } from '../../contracts/routes';
import { defineRoute } from '../http/define-route';
import { HttpError, notFound, orNotFound } from '../http/errors';
import { withheldPrices } from '../http/price-withholding';
import { ensureVisitorId } from '../http/visitor-id';

/** Every compare answer is private to its visitor and kept by no cache. */
export async function compareRoutes(app: FastifyInstance, { services }: ApiDeps) {
  const { productsIn, productList } = withheldPrices;
  defineRoute(
    app,
    apiRoutes.compareList,
    async (_input, request, reply) => services.compare.list(ensureVisitorId(request, reply)),
    productsIn,
  );

  defineRoute(
    app,
    apiRoutes.addToCompare,
    async ({ body }, request, reply) => {
      const result = await services.compare.add(ensureVisitorId(request, reply), body.sku);
      if (result.outcome === 'unknown') throw notFound(`The product "${body.sku}"`);
      if (result.outcome === COMPARE_LIMIT_ERROR) {
        throw new HttpError(400, [COMPARE_LIMIT_ERROR], `You can compare at most ${COMPARE_LIMIT} products.`);
      }
      return result.list;
    },
    productsIn,
  );

  defineRoute(
    app,
    apiRoutes.removeFromCompare,
    async ({ params }, request, reply) => {
      return orNotFound(await services.compare.remove(ensureVisitorId(request, reply), params.sku), `The product "${params.sku}"`);
    },
    productsIn,
  );

  defineRoute(app, apiRoutes.compareProducts, async ({ query }) => services.listing.productsBySkus(query.SkuList), productList);

  defineRoute(app, apiRoutes.compareDetails, async ({ query }) => services.products.compareDetails(query.SkuList), productsIn);
}
