import type { FastifyInstance } from 'fastify';
import { setStoreBodySchema, storeIdParamsSchema, storeListQuerySchema } from '../../contracts/places';
import type { ApiDeps } from '../api-deps';
import { notFound } from '../http/errors';
import { parseInput } from '../http/validate';
import { readVisitor, setVisitorCookie, VISITOR_COOKIES } from '../http/visitor';

export async function storeRoutes(app: FastifyInstance, { services, brand, now }: ApiDeps) {
  app.get('/store', async (request) => {
    const { filters } = parseInput(storeListQuerySchema, request.query);
    return services.places.listStores(brand, filters, now());
  });

  // Registered before /store/:id so "select-view" is not read as a store uri.
  app.get('/store/select-view', async (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    return services.places.selectView(brand, readVisitor(request));
  });

  app.get('/store/:id', async (request) => {
    const { id } = parseInput(storeIdParamsSchema, request.params);
    const store = await services.places.store(brand, id, now());
    if (!store) throw notFound(`The store "${id}"`);
    return store;
  });

  app.post('/store/setstore', async (request, reply) => {
    const { storeId } = parseInput(setStoreBodySchema, request.body);
    const store = await services.places.store(brand, String(storeId), now());
    if (!store) throw notFound(`The store ${storeId}`);
    setVisitorCookie(reply, VISITOR_COOKIES.store, String(store.id));
    return services.places.selectView(brand, { ...readVisitor(request), storeId: store.id });
  });
}
