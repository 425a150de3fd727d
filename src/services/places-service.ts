import type { Geo, Locality, Store, StoreSelectView } from '../contracts/places';
import { LOCALITY_SEARCH_MAX_RESULTS } from '../contracts/places';
import type { LocalityRow, PlacesRepository, StoreRow } from '../db/repositories/places-repository';
import { brandEmail, type BrandConfig } from '../domain/brands';
import { distanceKm } from '../domain/distance';
import { formatLocality, formatPlaceLine } from '../domain/locality-format';
import { openToday } from '../domain/store-hours';
import { createTtlCache } from './ttl-cache';

/** What the browser remembers about a visitor (cookies), as the API layer reads it. */
export interface VisitorPlaces {
  localityId?: number;
  storeId?: number;
}

export function toLocality(row: LocalityRow): Locality {
  return {
    id: row.id,
    suburb: row.suburb,
    state: row.state,
    postcode: row.postcode,
    country: row.country,
    fullAddress: formatLocality(row),
  };
}

export function toStore(row: StoreRow, now: Date, brand: Pick<BrandConfig, 'emailDomain'>): Store {
  const destination = encodeURIComponent(`${row.address}, ${formatPlaceLine(row)}`);
  return {
    id: row.id,
    name: row.name,
    storeUri: row.storeUri,
    address: row.address,
    suburb: row.suburb,
    state: row.state,
    postcode: row.postcode,
    country: row.country,
    phone: row.phone,
    email: brandEmail(brand, row.email),
    blurb: row.blurb,
    isAppointmentOnly: row.isAppointmentOnly,
    virtualTourId: row.virtualTourId,
    thumbImg: { src: row.thumbImg },
    subdivision: row.subdivision,
    timeZone: row.timeZone,
    latitude: row.latitude,
    longitude: row.longitude,
    openTimes: row.openTimes,
    openToday: openToday(row, now),
    directionsUrl: `https://www.google.com/maps/dir/?api=1&destination=${destination}`,
  };
}

/** Store filters: a state code, a subdivision name, or one of the named feature filters. */
function matchesFilter(store: StoreRow, filter: string): boolean {
  const f = filter.toLowerCase();
  if (f === 'virtualtour') return store.virtualTourId !== null;
  if (f === 'appointmentonly') return store.isAppointmentOnly;
  return store.state.toLowerCase() === f || store.subdivision.toLowerCase() === f;
}

/** Stores change rarely; every page shows them, so a country's list is kept for a minute. */
const STORE_CACHE_MS = 60_000;

export function createPlacesService(places: PlacesRepository) {
  const storeCache = createTtlCache<StoreRow[]>(STORE_CACHE_MS);
  const defaultLocalityCache = createTtlCache<LocalityRow | null>(STORE_CACHE_MS);
  const storesOf = (country: string) => storeCache.get(country, () => places.listStores(country));

  async function nearestStore(brand: BrandConfig, point: { latitude: number | null; longitude: number | null }) {
    const stores = await storesOf(brand.country);
    if (stores.length === 0) return null;
    if (point.latitude === null || point.longitude === null) return stores[0] ?? null;
    const origin = { latitude: point.latitude, longitude: point.longitude };
    let best = stores[0]!;
    let bestKm = distanceKm(origin, best);
    for (const store of stores) {
      const km = distanceKm(origin, store);
      if (km < bestKm) [best, bestKm] = [store, km];
    }
    return best;
  }

  async function defaultLocality(brand: BrandConfig): Promise<LocalityRow | null> {
    const { suburb, state, postcode } = brand.defaultLocality;
    return defaultLocalityCache.get(brand.app, () => places.findLocality(brand.country, suburb, state, postcode));
  }

  /** A store of the flavour's country by number or store uri. */
  async function findStore(brand: BrandConfig, idOrUri: string): Promise<StoreRow | null> {
    const stores = await storesOf(brand.country);
    const wanted = idOrUri.toLowerCase();
    return stores.find((s) => String(s.id) === wanted || s.storeUri === wanted) ?? null;
  }

  /** The visitor's chosen locality, if it exists in this flavour's country. */
  async function chosenLocality(brand: BrandConfig, localityId: number | undefined): Promise<LocalityRow | null> {
    const row = localityId ? await places.localityById(localityId) : null;
    return row && row.country === brand.country ? row : null;
  }

  async function geoFor(brand: BrandConfig, chosen: LocalityRow | null, storeId: number | undefined, ipCountry: string): Promise<Geo> {
    const locality = chosen ?? (await defaultLocality(brand));
    const selectedStore = storeId ? await findStore(brand, String(storeId)) : null;
    const near = await nearestStore(brand, locality ?? { latitude: null, longitude: null });
    const store = selectedStore ?? near;
    return {
      city: locality?.suburb ?? brand.defaultLocality.suburb,
      state: locality?.state ?? brand.defaultLocality.state,
      postcode: locality?.postcode ?? brand.defaultLocality.postcode,
      locationId: locality?.id ?? null,
      nearestWarehouseLocationCode: near?.warehouseLocationCode ?? '',
      store: store ? { id: store.id, name: store.name, storeUri: store.storeUri } : null,
      country: brand.country,
      ipCountry,
      newUser: !chosen,
    };
  }

  return {
    async searchLocalities(brand: BrandConfig, term: string): Promise<Locality[]> {
      const rows = await places.searchLocalities(brand.country, term, LOCALITY_SEARCH_MAX_RESULTS);
      return rows.map(toLocality);
    },

    async findLocality(brand: BrandConfig, suburb: string, state: string, postcode: string): Promise<Locality | null> {
      const row = await places.findLocality(brand.country, suburb, state, postcode);
      return row ? toLocality(row) : null;
    },

    async geo(brand: BrandConfig, visitor: VisitorPlaces, ipCountry: string): Promise<Geo> {
      return geoFor(brand, await chosenLocality(brand, visitor.localityId), visitor.storeId, ipCountry);
    },

    /** Returns null when the locality does not exist in this flavour's country. */
    async setLocation(brand: BrandConfig, visitor: VisitorPlaces, localityId: number, ipCountry: string) {
      const locality = await chosenLocality(brand, localityId);
      if (!locality) return null;
      const result = await geoFor(brand, locality, visitor.storeId, ipCountry);
      return { geo: result, localityId, locationCode: result.nearestWarehouseLocationCode };
    },

    async listStores(brand: BrandConfig, filters: readonly string[], now: Date): Promise<Store[]> {
      const rows = await storesOf(brand.country);
      return rows.filter((row) => filters.every((f) => matchesFilter(row, f))).map((row) => toStore(row, now, brand));
    },

    async store(brand: BrandConfig, idOrUri: string, now: Date): Promise<Store | null> {
      const row = await findStore(brand, idOrUri);
      return row ? toStore(row, now, brand) : null;
    },

    async selectView(brand: BrandConfig, visitor: VisitorPlaces): Promise<StoreSelectView> {
      const rows = await storesOf(brand.country);
      const selected = rows.find((r) => r.id === visitor.storeId) ?? null;
      const subdivisions = selected ? [selected.subdivision] : [...new Set(rows.map((r) => r.subdivision))];
      const salespeople = await places.salespeopleIn(subdivisions);
      return {
        selectedStore: selected ? { name: selected.name, storeUri: selected.storeUri } : null,
        availableStores: rows.map((r) => ({
          name: r.name,
          storeUri: r.storeUri,
          subdivision: r.subdivision,
          selected: r.id === selected?.id,
        })),
        availableSalesPersons: salespeople,
      };
    },
  };
}
export type PlacesService = ReturnType<typeof createPlacesService>;
