import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { VARIANT_VISITOR_HEADER, variantTestIdSchema, variantTestResponseSchema } from '../../contracts/variant-test';
import type { ApiDeps } from '../api-deps';
import { ensureVisitorId } from '../http/visitor-id';
import { defineRoute } from '../http/define-route';

/** A JSON string, not an object; a custom check keeps the contract's own message for anything else. */
const testIdBody = z
  .custom<string>((value) => typeof value === 'string', 'The body must be the variant test id as a JSON string.')
  .pipe(variantTestIdSchema);

/**
 * POST /api/varianttest (document 1 section 7): the visitor's bucket in one test. The x-vu header
 * names the visitor the answer is for; the browser checks it against its wau cookie, so an answer
 * meant for another visitor (a shared cache, a cookie that changed meanwhile) is never used.
 */
export async function variantTestRoutes(app: FastifyInstance, { services, now }: ApiDeps) {
  defineRoute(
    app,
    {
      method: 'POST',
      access: 'public',
      url: '/varianttest',
      summary: `The visitor's bucket in a variant test (body: the test id as a JSON string); header ${VARIANT_VISITOR_HEADER} carries the visitor id`,
      body: testIdBody,
      response: variantTestResponseSchema,
    },
    async ({ body }, request, reply) => {
      const visitorId = ensureVisitorId(request, reply);
      const bucket = await services.variantTests.bucketFor(visitorId, body, now());
      reply.header(VARIANT_VISITOR_HEADER, visitorId).header('cache-control', 'private, no-store');
      return { bucket };
    },
  );
}
