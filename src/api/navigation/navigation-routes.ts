import type { FastifyInstance } from 'fastify';
import type { ApiDeps } from '../api-deps';

export async function navigationRoutes(app: FastifyInstance, { services, brand }: ApiDeps) {
  app.get('/navbar', async (_request, reply) => {
    // The browser keeps it for an hour (navbar_data_expiry); shared caches may too.
    reply.header('cache-control', 'public, max-age=300');
    return services.navigation.navbar(brand);
  });
}
