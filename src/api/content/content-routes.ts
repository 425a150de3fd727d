import type { FastifyInstance } from 'fastify';
import { startOfCalendarDate } from '../../domain/calendar-date';
import type { ApiDeps } from '../api-deps';
import { apiRoutes } from '../../contracts/routes';
import { defineRoute } from '../http/define-route';
import { orNotFound } from '../http/errors';

export async function contentRoutes(app: FastifyInstance, { services, brand, now }: ApiDeps) {
  defineRoute(
    app,
    apiRoutes.alertBanner,
    async (_input, _request, reply) => (await services.content.alertBanner(brand.app, now())) ?? reply.status(204).send(),
  );

  defineRoute(app, apiRoutes.staticPage, async ({ params }) => {
    return orNotFound(await services.content.staticPage(brand.app, params.name), `The page "${params.name}"`);
  });

  defineRoute(app, apiRoutes.redirect, async ({ query }) => services.content.redirect(query.fromUrl));

  defineRoute(app, apiRoutes.redirectDestination, async ({ query }) => ({
    destinationUri: (await services.content.redirect(query.fromUri)).destinationUri,
  }));

  defineRoute(app, apiRoutes.sale, async ({ query }) =>
    services.content.sale(query.dateOverride ? startOfCalendarDate(query.dateOverride, brand.timeZone) : now()),
  );
}
