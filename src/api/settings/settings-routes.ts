import type { FastifyInstance } from 'fastify';
import { settingsResponseSchema } from '../../contracts/settings';
import type { ApiDeps } from '../api-deps';
import { defineRoute } from '../http/define-route';

export async function settingsRoutes(app: FastifyInstance, { services, brand }: ApiDeps) {
  defineRoute(
    app,
    { method: 'GET', access: 'public', url: '/settings', summary: 'Feature settings of this flavour', response: settingsResponseSchema },
    async () => services.settings.list(brand.app),
  );
}
