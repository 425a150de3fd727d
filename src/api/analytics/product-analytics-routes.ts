import type { FastifyInstance } from 'fastify';
import type { ApiDeps } from '../api-deps';
import { apiRoutes } from '../../contracts/routes';
import { defineRoute } from '../http/define-route';
import { notFound } from '../http/errors';

/** The product page reports each view; the event is stored for reporting and answered with 204. */
export async function productAnalyticsRoutes(app: FastifyInstance, { services, now }: ApiDeps) {
  defineRoute(app, apiRoutes.recordProductLoad, async ({ query }, _request, reply) => {
    if (!(await services.products.recordProductLoad(query.productId, now()))) throw notFound(`The product ${query.productId}`);
    return reply.status(204).send();
  });
}
