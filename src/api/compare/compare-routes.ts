import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  COMPARE_LIMIT,
  COMPARE_LIMIT_ERROR,
  compareAddBodySchema,
  compareDetailsQuerySchema,
  compareDetailsSchema,
  compareListSchema,
  compareProductsQuerySchema,
  compareSkuParamsSchema,
} from '../../contracts/compare';
import { productSummarySchema } from '../../contracts/products';
import type { ApiDeps } from '../api-deps';
import { defineRoute } from '../http/define-route';
import { HttpError, notFound, orNotFound } from '../http/errors';
import { ensureVisitorId } from '../http/visitor-id';

export async function compareRoutes(app: FastifyInstance, { services }: ApiDeps) {
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.url.startsWith('/api/compare')) reply.header('cache-control', 'private, no-store');
    return payload;
  });

  defineRoute(
    app,
    { method: 'GET', access: 'public', url: '/compare/', summary: 'The visitor’s compare list', response: compareListSchema },
    async (_input, request, reply) => services.compare.list(ensureVisitorId(request, reply)),
  );

  defineRoute(
    app,
    {
      method: 'POST',
      access: 'public',
      url: '/compare/product/',
      summary: `Adds a product to the compare list (at most ${COMPARE_LIMIT}; a fourth answers 400 with errors ['limit'])`,
      body: compareAddBodySchema,
      response: compareListSchema,
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
    },
    async ({ query }) => services.products.compareDetails(query.SkuList),
  );
}
