import type { FastifyInstance } from 'fastify';
import type { ApiDeps } from '../api-deps';
import { apiRoutes } from '../../contracts/routes';
import { defineRoute } from '../http/define-route';

export async function navigationRoutes(app: FastifyInstance, { services, brand }: ApiDeps) {
  defineRoute(app, apiRoutes.navbar, async () => {
    // The browser keeps it for an hour (navbar_data_expiry); shared caches for five minutes.
    return services.navigation.navbar(brand);
  });
}
