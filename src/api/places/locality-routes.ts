import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  geoSchema,
  localityExactParamsSchema,
  localitySchema,
  localitySearchParamsSchema,
  setLocationBodySchema,
} from '../../contracts/places';
import type { ApiDeps } from '../api-deps';
import { defineRoute } from '../http/define-route';
import { HttpError, orNotFound } from '../http/errors';
import { ipCountry, readVisitor, setVisitorCookie, VISITOR_COOKIES } from '../http/visitor';

export async function localityRoutes(app: FastifyInstance, { services, brand }: ApiDeps) {
  defineRoute(
    app,
    {
      method: 'GET',
      access: 'public',
      url: '/locality/:term',
      summary: 'Localities by suburb or postcode prefix (at most 100)',
      params: localitySearchParamsSchema,
      response: z.array(localitySchema),
    },
    async ({ params }) => services.places.searchLocalities(brand, params.term),
  );

  defineRoute(
    app,
    {
      method: 'GET',
      access: 'public',
      url: '/locality/:suburb/:state/:postcode',
      summary: 'One locality',
      params: localityExactParamsSchema,
      response: localitySchema,
      errors: [404],
    },
    async ({ params: { suburb, state, postcode } }) => {
      return orNotFound(await services.places.findLocality(brand, suburb, state, postcode), `The locality ${suburb} ${state} ${postcode}`);
    },
  );

  defineRoute(
    app,
    { method: 'GET', access: 'public', url: '/geo', summary: 'The visitor’s delivery location and store', response: geoSchema },
    async (_input, request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return services.places.geo(brand, readVisitor(request), ipCountry(request, brand.country));
    },
  );

  defineRoute(
    app,
    {
      method: 'POST',
      access: 'public',
      url: '/geo/setlocation',
      summary: 'Set the visitor’s delivery location',
      body: setLocationBodySchema,
      response: geoSchema,
    },
    async ({ body }, request, reply) => {
      const result = await services.places.setLocation(brand, readVisitor(request), body.localityId, ipCountry(request, brand.country));
      if (!result) throw new HttpError(400, ["*We can't ship to your location"]);
      setVisitorCookie(reply, VISITOR_COOKIES.locality, String(result.localityId));
      setVisitorCookie(reply, VISITOR_COOKIES.locationCode, result.locationCode);
      return result.geo;
    },
  );
}
