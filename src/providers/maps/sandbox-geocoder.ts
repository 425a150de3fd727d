import { regionName } from '../../domain/region-names';
import { formattedAddress, parseTypedAddress, shortStreetName, type StreetPlace } from '../../domain/street-address';

/**
 * The sandbox geocoder: Google's autocomplete and geocoding answers, shaped as the Maps JavaScript
 * API gives them to the browser, made from our localities and their street names. The browser code
 * written against Google's API works unchanged against it (see sandbox-maps-script.ts).
 */
export interface StreetDirectory {
  search(query: {
    street: string;
    locality: string | null;
    country: string;
    near: { latitude: number; longitude: number } | null;
    limit: number;
  }): Promise<StreetPlace[]>;
  byId(streetId: number): Promise<StreetPlace | null>;
}

export type MapsStatus = 'OK' | 'ZERO_RESULTS' | 'INVALID_REQUEST' | 'ERROR';

export interface Prediction {
  description: string;
  place_id: string;
}

export interface GeocoderResult {
  formatted_address: string;
  place_id: string;
  address_components: { long_name: string; short_name: string; types: string[] }[];
  /** Plain numbers here; the script turns them into LatLng objects with lat() and lng(). */
  geometry: { location: { lat: number; lng: number } };
}

export const PREDICTION_LIMIT = 5;

const placeId = (place: StreetPlace, number: string | null) => `sandbox:${place.streetId}:${number ?? ''}`;

function parsePlaceId(id: string): { streetId: number; number: string | null } | null {
  const match = /^sandbox:(\d{1,9}):([0-9A-Z/]{0,13})$/.exec(id);
  return match ? { streetId: Number(match[1]), number: match[2] || null } : null;
}

function result(place: StreetPlace, number: string | null): GeocoderResult {
  const country = place.country === 'NZ' ? { long_name: 'New Zealand', short_name: 'NZ' } : { long_name: 'Australia', short_name: 'AU' };
  return {
    formatted_address: formattedAddress(place, number),
    place_id: placeId(place, number),
    address_components: [
      ...(number ? [{ long_name: number, short_name: number, types: ['street_number'] }] : []),
      { long_name: place.street, short_name: shortStreetName(place.street), types: ['route'] },
      { long_name: place.suburb, short_name: place.suburb, types: ['locality', 'political'] },
      { long_name: regionName(place.state), short_name: place.state, types: ['administrative_area_level_1', 'political'] },
      { long_name: place.postcode, short_name: place.postcode, types: ['postal_code'] },
      { ...country, types: ['country', 'political'] },
    ],
    geometry: { location: { lat: place.latitude, lng: place.longitude } },
  };
}

export function createSandboxGeocoder(directory: StreetDirectory) {
  return {
    async autocomplete(request: {
      input: string;
      country: 'AU' | 'NZ';
      center: { latitude: number; longitude: number } | null;
    }): Promise<{ status: MapsStatus; predictions: Prediction[] }> {
      const typed = parseTypedAddress(request.input);
      if (!typed) return { status: 'ZERO_RESULTS', predictions: [] };
      const places = await directory.search({ ...typed, country: request.country, near: request.center, limit: PREDICTION_LIMIT });
      const predictions = places.map((place) => ({
        description: formattedAddress(place, typed.number),
        place_id: placeId(place, typed.number),
      }));
      return { status: predictions.length > 0 ? 'OK' : 'ZERO_RESULTS', predictions };
    },

    async geocode(
      request: { address: string; country: 'AU' | 'NZ' } | { placeId: string },
    ): Promise<{ status: MapsStatus; results: GeocoderResult[] }> {
      if ('placeId' in request) {
        const id = parsePlaceId(request.placeId);
        const place = id ? await directory.byId(id.streetId) : null;
        return place ? { status: 'OK', results: [result(place, id!.number)] } : { status: 'ZERO_RESULTS', results: [] };
      }
      const typed = parseTypedAddress(request.address);
      const [place] = typed ? await directory.search({ ...typed, country: request.country, near: null, limit: 1 }) : [];
      return place ? { status: 'OK', results: [result(place, typed!.number)] } : { status: 'ZERO_RESULTS', results: [] };
    },
  };
}
export type SandboxGeocoder = ReturnType<typeof createSandboxGeocoder>;
