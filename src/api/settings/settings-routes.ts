import type { FastifyInstance } from 'fastify';
import type { ApiDeps } from '../api-deps';
import { apiRoutes } from '../../contracts/routes';
import { defineRoute } from '../http/define-route';
import { sharedAnswer } from '../http/shared-answer';

export async function settingsRoutes(app: FastifyInstance, { services, brand }: ApiDeps) {
  // Every page and widget asks for the settings; the service keeps them until they change.
  const send = sharedAnswer(apiRoutes.settings);
  defineRoute(app, apiRoutes.settings, async () => services.settings.list(brand.app), { sendOverNetwork: send });
}
