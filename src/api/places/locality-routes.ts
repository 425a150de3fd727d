import type { FastifyInstance } from 'fastify';
import type { ApiDeps } from '../api-deps';
import { apiRoutes } from '../../contracts/routes';
import { defineRoute } from '../http/define-route';
import { HttpError, orNotFound } from '../http/errors';
import { ipCountry, readVisitor, setVisitorCookie, VISITOR_COOKIES } from '../http/visitor';

export async function localityRoutes(app: FastifyInstance, { services, brand }: ApiDeps) {
  defineRoute(app, apiRoutes.searchLocalities, async ({ params }) => services.places.searchLocalities(brand, params.term));

  defineRoute(app, apiRoutes.locality, async ({ params: { suburb, state, postcode } }) => {
    return orNotFound(await services.places.findLocality(brand, suburb, state, postcode), `The locality ${suburb} ${state} ${postcode}`);
  });

  defineRoute(app, apiRoutes.geo, async (_input, request) => {
    return services.places.geo(brand, readVisitor(request), ipCountry(request, brand.country));
  });

  defineRoute(app, apiRoutes.setLocation, async ({ body }, request, reply) => {
    const result = await services.places.setLocation(brand, readVisitor(request), body.localityId, ipCountry(request, brand.country));
    if (!result) throw new HttpError(400, ["*We can't ship to your location"]);
    setVisitorCookie(reply, VISITOR_COOKIES.locality, String(result.localityId));
    setVisitorCookie(reply, VISITOR_COOKIES.locationCode, result.locationCode);
    return result.geo;
  });
}
