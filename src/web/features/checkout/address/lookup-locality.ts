import type { Locality } from '../../../../contracts/places';
import type { AddressCountry } from '../../../../domain/checkout-address';
import { browserApi } from '../../../client/browser-api';
import type { SanitizedAddress } from '../maps/maps-adapter';

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * Our locality for an autocompleted address (document 2 section 7's locality detail call, GET
 * /api/locality/{suburb}/{state}/{postcode}). A place without a state or postcode (New Zealand,
 * or the suggestion's first reading when geocoding failed) is found through the locality search
 * instead, matching what it has. Null when we have no such locality: delivery is unavailable.
 */
export async function lookupLocality(place: SanitizedAddress, country: AddressCountry): Promise<Locality | null> {
  if (!place.suburb) return null;
  if (place.state && /^\d{4}$/.test(place.postcode)) {
    const found = await browserApi.get('/api/locality/{suburb}/{state}/{postcode}', {
      params: { suburb: place.suburb, state: place.state, postcode: place.postcode },
    });
    return found.ok && found.data?.country === country ? found.data : null;
  }
  const search = await browserApi.get('/api/locality/{term}', { params: { term: place.suburb } });
  if (!search.ok || !search.data) return null;
  return (
    search.data.find(
      (locality) =>
        same(locality.suburb, place.suburb) &&
        (!place.postcode || locality.postcode === place.postcode) &&
        (country === 'NZ' || !place.state || same(locality.state, place.state)),
    ) ?? null
  );
}
