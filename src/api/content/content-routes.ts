import type { FastifyInstance } from 'fastify';
import { normaliseDate, redirectDestinationQuerySchema, redirectQuerySchema, saleQuerySchema, staticPageParamsSchema } from '../../contracts/content';
import type { ApiDeps } from '../api-deps';
import { notFound } from '../http/errors';
import { parseInput } from '../http/validate';

export async function contentRoutes(app: FastifyInstance, { services, brand, now }: ApiDeps) {
  app.get('/alertBanner', async (_request, reply) => {
    const banner = await services.content.alertBanner(brand.app, now());
    // "returns the alert banner object or nothing": no banner is an empty 204.
    return banner ?? reply.status(204).send();
  });

  app.get('/Static/:name', async (request) => {
    const { name } = parseInput(staticPageParamsSchema, request.params);
    const page = await services.content.staticPage(brand.app, name);
    if (!page) throw notFound(`The page "${name}"`);
    return page;
  });

  app.get('/redirect', async (request) => {
    const { fromUrl } = parseInput(redirectQuerySchema, request.query);
    return services.content.redirect(fromUrl);
  });

  app.get('/redirect/getdestination', async (request) => {
    const { fromUri } = parseInput(redirectDestinationQuerySchema, request.query);
    const { destinationUri } = await services.content.redirect(fromUri);
    return { destinationUri };
  });

  app.get('/promotion/sale', async (request) => {
    const { dateOverride } = parseInput(saleQuerySchema, request.query);
    return services.content.sale(dateOverride ? new Date(normaliseDate(dateOverride)) : now());
  });
}
