import type { FastifyInstance } from 'fastify';
import { productLoadEventQuerySchema } from '../../contracts/product-detail';
import type { ApiDeps } from '../api-deps';
import { defineRoute } from '../http/define-route';
import { notFound } from '../http/errors';

/** The product page reports each view; the event is stored for reporting and answered with 204. */
export async function productAnalyticsRoutes(app: FastifyInstance, { services, now }: ApiDeps) {
  defineRoute(
    app,
    {
      method: 'GET',
      access: 'public',
      url: '/analytics/product-load-event',
      summary: 'Record that a product page was viewed',
      query: productLoadEventQuerySchema,
      response: null,
      errors: [404],
    },
    async ({ query }, _request, reply) => {
      if (!(await services.products.recordProductLoad(query.productId, now()))) throw notFound(`The product ${query.productId}`);
      reply.header('cache-control', 'no-store');
      return reply.status(204).send();
    },
  );
}
