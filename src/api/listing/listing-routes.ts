import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  brandWithCountSchema,
  listingPageSchema,
  listingQuerySchema,
  promotionPathParamsSchema,
  promotionQuerySchema,
  promotionSummarySchema,
  promotionWithProductsSchema,
} from '../../contracts/listing';
import { pageFiltersSchema, productPageSchema } from '../../contracts/search';
import type { ApiDeps } from '../api-deps';
import { defineRoute } from '../http/define-route';
import { notFound, orNotFound } from '../http/errors';

export async function listingRoutes(app: FastifyInstance, { services, now }: ApiDeps) {
  defineRoute(
    app,
    {
      method: 'GET',
      access: 'public',
      url: '/v2/listing',
      summary: 'A category (with subcategories and cross-listed products), brand or promotion page with facets',
      query: listingQuerySchema,
      response: listingPageSchema,
      errors: [404],
    },
    async ({ query }) => {
      const page = await services.listing.listing(query);
      if (!page) {
        const what = query.category
          ? `The category "${query.category}"`
          : query.brand
            ? `The brand "${query.brand}"`
            : `The promotion "${query.promotion}"`;
        throw notFound(what);
      }
      return page;
    },
  );

  defineRoute(
    app,
    {
      method: 'GET',
      access: 'public',
      url: '/v2/listing/all',
      summary: 'Every product with facets (the product landing page)',
      query: pageFiltersSchema,
      response: productPageSchema,
    },
    async ({ query }) => services.listing.all(query),
  );

  defineRoute(
    app,
    {
      method: 'GET',
      access: 'public',
      url: '/brands',
      summary: 'Every brand with its product count',
      response: z.array(brandWithCountSchema),
    },
    async () => services.listing.brands(),
  );

  defineRoute(
    app,
    { method: 'GET', access: 'public', url: '/promotions', summary: 'Promotions running now', response: z.array(promotionSummarySchema) },
    async () => services.listing.currentPromotions(now()),
  );

  defineRoute(
    app,
    {
      method: 'GET',
      access: 'public',
      url: '/promotion/:path',
      summary: 'One promotion with a page of its products',
      params: promotionPathParamsSchema,
      query: promotionQuerySchema,
      response: promotionWithProductsSchema,
      errors: [404],
    },
    async ({ params, query }) => {
      return orNotFound(await services.listing.promotion(params.path, query), `The promotion "${params.path}"`);
    },
  );
}
