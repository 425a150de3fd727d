import type { FastifyInstance } from 'fastify';
import { navbarResponseSchema } from '../../contracts/navigation';
import type { ApiDeps } from '../api-deps';
import { defineRoute } from '../http/define-route';

export async function navigationRoutes(app: FastifyInstance, { services, brand }: ApiDeps) {
  defineRoute(
    app,
    {
      method: 'GET',
      access: 'public',
      url: '/navbar',
      summary: 'Main navigation and top navigation flags',
      response: navbarResponseSchema,
    },
    async (_input, _request, reply) => {
      // The browser keeps it for an hour (navbar_data_expiry); shared caches for five minutes.
      reply.header('cache-control', 'public, max-age=300');
      return services.navigation.navbar(brand);
    },
  );
}
