import type { FastifyInstance } from 'fastify';
import { VARIANT_VISITOR_HEADER } from '../../contracts/variant-test';
import type { ApiDeps } from '../api-deps';
import { ensureVisitorId } from '../http/visitor-id';
import { apiRoutes } from '../../contracts/routes';
import { defineRoute } from '../http/define-route';

/**
 * POST /api/varianttest (document 1 section 7): the visitor's bucket in one test. The x-vu header
 * names the visitor the answer is for; the browser checks it against its wau cookie, so an answer
 * meant for another visitor (a shared cache, a cookie that changed meanwhile) is never used.
 */
export async function variantTestRoutes(app: FastifyInstance, { services, now }: ApiDeps) {
  defineRoute(app, apiRoutes.variantTest, async ({ body }, request, reply) => {
    const visitorId = ensureVisitorId(request, reply);
    const bucket = await services.variantTests.bucketFor(visitorId, body, now());
    reply.header(VARIANT_VISITOR_HEADER, visitorId);
    return { bucket };
  });
}
