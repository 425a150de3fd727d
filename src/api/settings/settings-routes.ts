import type { FastifyInstance } from 'fastify';
import type { ApiDeps } from '../api-deps';

export async function settingsRoutes(app: FastifyInstance, { services, brand }: ApiDeps) {
  app.get('/settings', async () => services.settings.list(brand.app));
}
