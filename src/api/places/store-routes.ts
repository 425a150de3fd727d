import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { setStoreBodySchema, storeIdParamsSchema, storeListQuerySchema, storeSchema, storeSelectViewSchema } from '../../contracts/places';
import type { ApiDeps } from '../api-deps';
import { defineRoute } from '../http/define-route';
import { notFound, orNotFound } from '../http/errors';
import { readVisitor, setVisitorCookie, VISITOR_COOKIES } from '../http/visitor';

export async function storeRoutes(app: FastifyInstance, { services, brand, now }: ApiDeps) {
  defineRoute(
    app,
    {
      method: 'GET',
      access: 'public',
      url: '/store',
      summary: 'Stores of this flavour’s country, narrowed by repeated filters',
      query: storeListQuerySchema,
      response: z.array(storeSchema),
    },
    async ({ query }) => services.places.listStores(brand, query.filters, now()),
  );

  // Registered before /store/:id so "select-view" is not read as a store uri.
  defineRoute(
    app,
    {
      method: 'GET',
      access: 'public',
      url: '/store/select-view',
      summary: 'Stores and sales people to choose from',
      response: storeSelectViewSchema,
    },
    async (_input, request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return services.places.selectView(brand, readVisitor(request));
    },
  );

  defineRoute(
    app,
    {
      method: 'GET',
      access: 'public',
      url: '/store/:id',
      summary: 'One store by number or store uri',
      params: storeIdParamsSchema,
      response: storeSchema,
      errors: [404],
    },
    async ({ params }) => {
      return orNotFound(await services.places.store(brand, params.id, now()), `The store "${params.id}"`);
    },
  );

  defineRoute(
    app,
    {
      method: 'POST',
      access: 'public',
      url: '/store/setstore',
      summary: 'Choose the visitor’s store',
      body: setStoreBodySchema,
      response: storeSelectViewSchema,
      errors: [404],
    },
    async ({ body }, request, reply) => {
      const store = await services.places.store(brand, String(body.storeId), now());
      if (!store) throw notFound(`The store ${body.storeId}`);
      setVisitorCookie(reply, VISITOR_COOKIES.store, String(store.id));
      return services.places.selectView(brand, { ...readVisitor(request), storeId: store.id });
    },
  );
}
