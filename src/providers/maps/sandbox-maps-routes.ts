import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import type { CountryCode } from '../../domain/brands';
import { createSandboxGeocoder, type StreetDirectory } from './sandbox-geocoder';
import { CALLBACK_PATTERN, sandboxMapsScript } from './sandbox-maps-script';

export const SANDBOX_MAPS_PATH = '/sandbox/maps';

const country = z
  .string()
  .trim()
  .transform((v) => v.toUpperCase())
  .pipe(z.enum(['AU', 'NZ'], { error: 'country must be au or nz' }))
  .optional();
const coordinate = (min: number, max: number) => z.coerce.number().min(min).max(max).optional();

// Google's loader parameters: only the callback matters here; the others are accepted and ignored.
const scriptQuery = z.object({
  callback: z.string().regex(CALLBACK_PATTERN, 'callback must be a JavaScript function name').optional(),
  v: z.string().max(40).optional(),
  key: z.string().max(200).optional(),
  client: z.string().max(200).optional(),
  channel: z.string().max(200).optional(),
  libraries: z.string().max(200).optional(),
  region: z.string().max(10).optional(),
  language: z.string().max(20).optional(),
});
const autocompleteQuery = z.object({
  input: z.string().max(200, 'input must be at most 200 characters').default(''),
  country,
  lat: coordinate(-90, 90),
  lng: coordinate(-180, 180),
  radius: z.coerce.number().min(0).max(50_000_000).optional(),
});
const geocodeQuery = z
  .object({
    address: z.string().max(300, 'address must be at most 300 characters').optional(),
    placeId: z.string().max(100).optional(),
    country,
  })
  .refine((q) => Boolean(q.address?.trim() || q.placeId), 'address or placeId is required');

function invalid(reply: FastifyReply, error: z.ZodError) {
  return reply.status(400).send({ status: 'INVALID_REQUEST', errors: error.issues.map((issue) => issue.message) });
}

/**
 * The sandbox maps service (docs/adr/NNNN-delivery-zones-calendar-and-capacity.md), mounted beside
 * the pages like /dev/mail and only when MAPS_PROVIDER is sandbox (demo mode's default): the script
 * and the two JSON calls it makes. Answers are never cached by shared caches; the script may be.
 */
export async function registerSandboxMaps(app: FastifyInstance, options: { directory: StreetDirectory; defaultCountry: CountryCode }) {
  const geocoder = createSandboxGeocoder(options.directory);

  app.get(`${SANDBOX_MAPS_PATH}/js`, async (request, reply) => {
    const parsed = scriptQuery.safeParse(request.query);
    if (!parsed.success)
      return reply
        .status(400)
        .type('text/plain; charset=utf-8')
        .send(parsed.error.issues.map((i) => i.message).join('\n'));
    reply.header('cache-control', 'public, max-age=300').type('text/javascript; charset=utf-8');
    return sandboxMapsScript({
      basePath: SANDBOX_MAPS_PATH,
      callback: parsed.data.callback ?? null,
      defaultCountry: options.defaultCountry,
    });
  });

  app.get(`${SANDBOX_MAPS_PATH}/autocomplete`, async (request, reply) => {
    const parsed = autocompleteQuery.safeParse(request.query);
    if (!parsed.success) return invalid(reply, parsed.error);
    const { input, lat, lng } = parsed.data;
    reply.header('cache-control', 'no-store');
    return geocoder.autocomplete({
      input,
      country: parsed.data.country ?? options.defaultCountry,
      center: lat !== undefined && lng !== undefined ? { latitude: lat, longitude: lng } : null,
    });
  });

  app.get(`${SANDBOX_MAPS_PATH}/geocode`, async (request, reply) => {
    const parsed = geocodeQuery.safeParse(request.query);
    if (!parsed.success) return invalid(reply, parsed.error);
    reply.header('cache-control', 'no-store');
    const { address, placeId } = parsed.data;
    return geocoder.geocode(placeId ? { placeId } : { address: address!, country: parsed.data.country ?? options.defaultCountry });
  });
}
