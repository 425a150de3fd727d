import { z } from 'zod';
import { LOCALITY_SEARCH_MIN_CHARS } from '../domain/locality-search';
import { databaseId } from './ids';

export const localitySchema = z.object({
  id: z.number().int(),
  suburb: z.string(),
  state: z.string(),
  postcode: z.string(),
  country: z.string(),
  fullAddress: z.string(),
});
export type Locality = z.infer<typeof localitySchema>;

export { LOCALITY_SEARCH_MAX_RESULTS, LOCALITY_SEARCH_MIN_CHARS } from '../domain/locality-search';

export const localitySearchParamsSchema = z.object({
  term: z
    .string()
    .trim()
    .min(LOCALITY_SEARCH_MIN_CHARS, `Enter at least ${LOCALITY_SEARCH_MIN_CHARS} characters`)
    .max(60, 'Search term must be at most 60 characters'),
});
export const localityExactParamsSchema = z.object({
  suburb: z.string().trim().min(1, 'suburb is required').max(60),
  state: z.string().trim().min(2, 'state is required').max(3).toUpperCase(),
  postcode: z
    .string()
    .trim()
    .regex(/^\d{4}$/, 'postcode must be 4 digits'),
});

export const openingHoursSchema = z.object({
  isOpen: z.boolean(),
  openTime: z.string().nullable(),
  closeTime: z.string().nullable(),
});

export const openTodaySchema = z.object({
  kind: z.enum(['closed', 'appointment', 'open']),
  text: z.string(),
});

export const storeSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  storeUri: z.string(),
  address: z.string(),
  suburb: z.string(),
  state: z.string(),
  postcode: z.string(),
  country: z.string(),
  phone: z.string(),
  email: z.string(),
  blurb: z.string(),
  isAppointmentOnly: z.boolean(),
  virtualTourId: z.string().nullable(),
  thumbImg: z.object({ src: z.string() }),
  subdivision: z.string(),
  timeZone: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  openTimes: z.array(openingHoursSchema).length(7),
  openToday: openTodaySchema,
  directionsUrl: z.string(),
});
export type Store = z.infer<typeof storeSchema>;

export const storeListQuerySchema = z.object({
  filters: z
    .union([z.string(), z.array(z.string())])
    .optional()
    .transform((v) => (v === undefined ? [] : Array.isArray(v) ? v : [v]))
    .pipe(z.array(z.string().trim().min(1).max(40)).max(20, 'At most 20 filters')),
});
export const storeIdParamsSchema = z.object({
  id: z
    .string()
    .trim()
    .regex(/^[a-z0-9-]{1,80}$/i, 'Store id must be a number or a store uri'),
});
export const setStoreBodySchema = z.object({
  storeId: databaseId('storeId must be a store number'),
});

export const storeSelectViewSchema = z.object({
  selectedStore: z.object({ name: z.string(), storeUri: z.string() }).nullable(),
  availableStores: z.array(z.object({ name: z.string(), storeUri: z.string(), subdivision: z.string(), selected: z.boolean() })),
  availableSalesPersons: z.array(z.object({ code: z.string(), name: z.string(), subdivision: z.string() })),
});
export type StoreSelectView = z.infer<typeof storeSelectViewSchema>;

export const geoSchema = z.object({
  city: z.string(),
  state: z.string(),
  postcode: z.string(),
  locationId: z.number().int().nullable(),
  nearestWarehouseLocationCode: z.string(),
  store: z.object({ id: z.number().int(), name: z.string(), storeUri: z.string() }).nullable(),
  country: z.string(),
  ipCountry: z.string(),
  newUser: z.boolean(),
});
export type Geo = z.infer<typeof geoSchema>;

export const setLocationBodySchema = z.object({
  localityId: databaseId('localityId must be a locality number'),
});
