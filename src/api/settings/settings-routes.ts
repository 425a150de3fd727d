import type { FastifyInstance } from 'fastify';
import type { ApiDeps } from '../api-deps';
import { apiRoutes } from '../../contracts/routes';
import { defineRoute } from '../http/define-route';

export async function settingsRoutes(app: FastifyInstance, { services, brand }: ApiDeps) {
  defineRoute(app, apiRoutes.settings, async () => services.settings.list(brand.app));
}
