import type { FastifyInstance } from 'fastify';
import { analyticsSearchQuerySchema, searchAnalyticsEventSchema } from '../../contracts/analytics';
import type { ApiDeps } from '../api-deps';
import { readVisitorId } from '../compare/visitor-id';
import { defineRoute } from '../http/define-route';

export async function analyticsRoutes(app: FastifyInstance, { services, brand, now }: ApiDeps) {
  defineRoute(
    app,
    {
      method: 'GET',
      url: '/analytics/search',
      summary: 'Records a search (with a term) or a visit',
      query: analyticsSearchQuerySchema,
      response: null,
    },
    async ({ query }, request, reply) => {
      await services.analytics.recordSearchVisit(brand.app, query.searchTerm, readVisitorId(request), now());
      return reply.status(204).send();
    },
  );

  defineRoute(
    app,
    {
      method: 'POST',
      url: '/analytics/search',
      summary: 'Records a search analytics event',
      body: searchAnalyticsEventSchema,
      response: null,
    },
    async ({ body }, request, reply) => {
      await services.analytics.recordEvent(brand.app, body, readVisitorId(request), now());
      return reply.status(204).send();
    },
  );
}
