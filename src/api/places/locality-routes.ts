import type { FastifyInstance } from 'fastify';
import { localityExactParamsSchema, localitySearchParamsSchema, setLocationBodySchema } from '../../contracts/places';
import type { ApiDeps } from '../api-deps';
import { HttpError, notFound } from '../http/errors';
import { parseInput } from '../http/validate';
import { ipCountry, readVisitor, setVisitorCookie, VISITOR_COOKIES } from '../http/visitor';

export async function localityRoutes(app: FastifyInstance, { services, brand }: ApiDeps) {
  app.get('/locality/:term', async (request) => {
    const { term } = parseInput(localitySearchParamsSchema, request.params);
    return services.places.searchLocalities(brand, term);
  });

  app.get('/locality/:suburb/:state/:postcode', async (request) => {
    const { suburb, state, postcode } = parseInput(localityExactParamsSchema, request.params);
    const locality = await services.places.findLocality(brand, suburb, state, postcode);
    if (!locality) throw notFound(`The locality ${suburb} ${state} ${postcode}`);
    return locality;
  });

  app.get('/geo', async (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    return services.places.geo(brand, readVisitor(request), ipCountry(request, brand.country));
  });

  app.post('/geo/setlocation', async (request, reply) => {
    const { localityId } = parseInput(setLocationBodySchema, request.body);
    const result = await services.places.setLocation(brand, readVisitor(request), localityId, ipCountry(request, brand.country));
    if (!result) throw new HttpError(400, ["*We can't ship to your location"]);
    setVisitorCookie(reply, VISITOR_COOKIES.locality, String(result.localityId));
    setVisitorCookie(reply, VISITOR_COOKIES.locationCode, result.locationCode);
    return result.geo;
  });
}
