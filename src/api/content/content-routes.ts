import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  alertBannerSchema,
  normaliseDate,
  redirectDestinationQuerySchema,
  redirectQuerySchema,
  redirectResultSchema,
  saleQuerySchema,
  saleResponseSchema,
  staticPageParamsSchema,
  staticPageSchema,
} from '../../contracts/content';
import type { ApiDeps } from '../api-deps';
import { defineRoute } from '../http/define-route';
import { orNotFound } from '../http/errors';

export async function contentRoutes(app: FastifyInstance, { services, brand, now }: ApiDeps) {
  defineRoute(
    app,
    {
      method: 'GET',
      access: 'public',
      url: '/alertBanner',
      summary: 'The live alert banner, or 204 when there is none',
      response: alertBannerSchema.nullable(),
    },
    async (_input, _request, reply) => (await services.content.alertBanner(brand.app, now())) ?? reply.status(204).send(),
  );

  defineRoute(
    app,
    {
      method: 'GET',
      access: 'public',
      url: '/Static/:name',
      summary: 'A static content page by slug',
      params: staticPageParamsSchema,
      response: staticPageSchema,
      errors: [404],
    },
    async ({ params }) => {
      return orNotFound(await services.content.staticPage(brand.app, params.name), `The page "${params.name}"`);
    },
  );

  defineRoute(
    app,
    {
      method: 'GET',
      access: 'public',
      url: '/redirect',
      summary: 'Redirect for a requested path and query',
      query: redirectQuerySchema,
      response: redirectResultSchema,
    },
    async ({ query }) => services.content.redirect(query.fromUrl),
  );

  defineRoute(
    app,
    {
      method: 'GET',
      access: 'public',
      url: '/redirect/getdestination',
      summary: 'Redirect destination for a path',
      query: redirectDestinationQuerySchema,
      response: z.object({ destinationUri: z.string().nullable() }),
    },
    async ({ query }) => ({ destinationUri: (await services.content.redirect(query.fromUri)).destinationUri }),
  );

  defineRoute(
    app,
    {
      method: 'GET',
      access: 'public',
      url: '/promotion/sale',
      summary: 'The sale running now or on dateOverride',
      query: saleQuerySchema,
      response: saleResponseSchema,
    },
    async ({ query }) => services.content.sale(query.dateOverride ? new Date(normaliseDate(query.dateOverride)) : now()),
  );
}
