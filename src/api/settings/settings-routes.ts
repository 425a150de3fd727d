import type { FastifyInstance } from 'fastify';
import { settingsResponseSchema } from '../../contracts/settings';
import type { ApiDeps } from '../api-deps';
import { shareable } from '../http/cache-control';
import { defineRoute } from '../http/define-route';

export async function settingsRoutes(app: FastifyInstance, { services, brand }: ApiDeps) {
  defineRoute(
    app,
    { method: 'GET', url: '/settings', summary: 'Feature settings of this flavour', response: settingsResponseSchema },
    async (_input, _request, reply) => {
      shareable(reply);
      return services.settings.list(brand.app);
    },
  );
}
