import type { FastifyInstance } from 'fastify';
import type { ApiDeps } from '../api-deps';
import { ensureVisitorId, readVisitorId } from '../http/visitor-id';
import { apiRoutes } from '../../contracts/routes';
import { defineRoute } from '../http/define-route';
import { HttpError } from '../http/errors';

export async function analyticsRoutes(app: FastifyInstance, { services, brand, now }: ApiDeps) {
  // navigator.sendBeacon posts a string as text/plain (a JSON content type is not CORS-safelisted),
  // so the events call reads a text body as JSON too.
  app.addContentTypeParser('text/plain', { parseAs: 'string', bodyLimit: 16 * 1024 }, (_request, body, done) => {
    try {
      done(null, JSON.parse(String(body)));
    } catch {
      done(new HttpError(400, ['The request body is not valid JSON.']), undefined);
    }
  });

  defineRoute(app, apiRoutes.trackEvent, async ({ body }, request, reply) => {
    // A browser arrives with the visitor cookie it made; a client that is not a browser is given one.
    await services.analytics.track(brand.app, body, ensureVisitorId(request, reply), now());
    return reply.status(204).send();
  });

  defineRoute(app, apiRoutes.recordSearchVisit, async ({ query }, request, reply) => {
    await services.analytics.recordSearchVisit(brand.app, query.searchTerm, readVisitorId(request), now());
    return reply.status(204).send();
  });

  defineRoute(app, apiRoutes.recordSearchEvent, async ({ body }, request, reply) => {
    await services.analytics.recordEvent(brand.app, body, readVisitorId(request), now());
    return reply.status(204).send();
  });
}
