import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  compareAddBodySchema,
  compareDetailsQuerySchema,
  compareDetailsSchema,
  compareListSchema,
  compareProductsQuerySchema,
  compareSkuParamsSchema,
} from '../../contracts/compare';
import { productSummarySchema } from '../../contracts/products';
import { COMPARE_LIMIT, COMPARE_LIMIT_ERROR } from '../../domain/compare-list';
import type { ApiDeps } from '../api-deps';
import { defineRoute } from '../http/define-route';
import { HttpError, notFound, orNotFound } from '../http/errors';
import { ensureVisitorId } from '../http/visitor-id';

/** Every compare answer is private to its visitor and kept by no cache. */
export async function compareRoutes(app: FastifyInstance, { services }: ApiDeps) {
  defineRoute(
    app,
    {
      method: 'GET',
      access: 'public',
      url: '/compare/',
      summary: 'The visitor’s compare list',
      response: compareListSchema,
      cache: 'private',
    },
    async (_input, request, reply) => services.compare.list(ensureVisitorId(request, reply)),
  );

  defineRoute(
    app,
    {
      method: 'POST',
      access: 'public',
      url: '/compare/product/',
      summary: `Adds a product to the compare list (at most ${COMPARE_LIMIT}; a fourth answers 400 with errors ['${COMPARE_LIMIT_ERROR}'])`,
      body: compareAddBodySchema,
      response: compareListSchema,
      cache: 'private',
      errors: [404],
    },
    async ({ body }, request, reply) => {
      const result = await services.compare.add(ensureVisitorId(request, reply), body.sku);
      if (result.outcome === 'unknown') throw notFound(`The product "${body.sku}"`);
      if (result.outcome === 'limit') {
        throw new HttpError(400, [COMPARE_LIMIT_ERROR], `You can compare at most ${COMPARE_LIMIT} products.`);
      }
      return result.list;
    },
  );

  defineRoute(
    app,
    {
      method: 'DELETE',
      access: 'public',
      url: '/compare/product/:sku',
      summary: 'Removes a product from the compare list',
      params: compareSkuParamsSchema,
      response: compareListSchema,
      cache: 'private',
      errors: [404],
    },
    async ({ params }, request, reply) => {
      return orNotFound(await services.compare.remove(ensureVisitorId(request, reply), params.sku), `The product "${params.sku}"`);
    },
  );

  defineRoute(
    app,
    {
      method: 'GET',
      access: 'public',
      url: '/compare/products',
      summary: 'Summaries of the SKUs (tilde separated), in the order asked',
      query: compareProductsQuerySchema,
      response: z.array(productSummarySchema),
      cache: 'private',
    },
    async ({ query }) => services.listing.productsBySkus(query.SkuList),
  );

  defineRoute(
    app,
    {
      method: 'GET',
      access: 'public',
      url: '/compare/details',
      summary: `The compare page's products (at most ${COMPARE_LIMIT}, tilde separated) with specifications and features, in the order asked; unknown SKUs are listed apart`,
      query: compareDetailsQuerySchema,
      response: compareDetailsSchema,
      cache: 'private',
    },
    async ({ query }) => services.products.compareDetails(query.SkuList),
  );
}
