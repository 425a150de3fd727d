import type { FastifyInstance } from 'fastify';
import type { ApiDeps } from '../api-deps';
import { apiRoutes } from '../../contracts/routes';
import { defineRoute } from '../http/define-route';
import { notFound, orNotFound } from '../http/errors';
import { readVisitor, setVisitorCookie, VISITOR_COOKIES } from '../http/visitor';

export async function storeRoutes(app: FastifyInstance, { services, brand, now }: ApiDeps) {
  defineRoute(app, apiRoutes.stores, async ({ query }) => services.places.listStores(brand, query.filters, now()));

  // Registered before /store/:id so "select-view" is not read as a store uri.
  defineRoute(app, apiRoutes.storeSelectView, async (_input, request) => {
    return services.places.selectView(brand, readVisitor(request));
  });

  defineRoute(app, apiRoutes.store, async ({ params }) => {
    return orNotFound(await services.places.store(brand, params.id, now()), `The store "${params.id}"`);
  });

  defineRoute(app, apiRoutes.setStore, async ({ body }, request, reply) => {
    const store = await services.places.store(brand, String(body.storeId), now());
    if (!store) throw notFound(`The store ${body.storeId}`);
    setVisitorCookie(reply, VISITOR_COOKIES.store, String(store.id));
    return services.places.selectView(brand, { ...readVisitor(request), storeId: store.id });
  });
}
