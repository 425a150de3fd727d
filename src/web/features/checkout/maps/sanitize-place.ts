import type { GeocoderAddressComponent, LatLngLike } from './google-maps-surface';
import type { LatLng, SanitizedAddress } from './maps-adapter';

/**
 * Turns a maps answer into the form's address (document 2 section 2's sanitized place): the street
 * line (unit, number and street), suburb, state, postcode and country, trimmed, with no markup.
 */
const clean = (text: string | undefined) =>
  (text ?? '')
    .replace(/<[^>]*>/g, '')
    .replace(/[<>]/g, '')
    .replace(/\s+/g, ' ')
    .trim();

function component(components: readonly GeocoderAddressComponent[], type: string, short = false): string {
  const found = components.find((part) => part.types.includes(type));
  return clean(short ? found?.short_name : found?.long_name);
}

/** From a geocoder result's address components. New Zealand suburbs are sublocalities of a city. */
export function addressFromComponents(components: readonly GeocoderAddressComponent[]): SanitizedAddress {
  const country = component(components, 'country', true);
  const unit = component(components, 'subpremise');
  const number = component(components, 'street_number');
  const route = component(components, 'route');
  const numbered = [unit && number ? `${unit}/${number}` : number || unit, route].filter(Boolean).join(' ');
  const suburb =
    country === 'NZ'
      ? component(components, 'sublocality_level_1') || component(components, 'sublocality') || component(components, 'locality')
      : component(components, 'locality') || component(components, 'postal_town');
  return {
    streetAddress: numbered,
    suburb,
    state: component(components, 'administrative_area_level_1', true),
    postcode: component(components, 'postal_code'),
    country,
  };
}

/**
 * The first reading of a chosen suggestion, before geocoding, from its description: the street,
 * then the place ("12 Fitzgerald Street, North Perth WA, Australia", or with the postcode as our
 * sandbox writes it, "12 Smith Street, Bondi Beach NSW 2026, Australia"; in New Zealand
 * "5 Ponsonby Road, Ponsonby 1011, New Zealand"). Whatever is missing comes with the geocoded answer.
 */
export function addressFromSuggestion(description: string, country: string, mainText = ''): SanitizedAddress {
  const parts = description
    .split(',')
    .map((part) => clean(part))
    .filter(Boolean);
  const streetAddress = clean(mainText) || parts[0] || '';
  const place = parts[1] ?? '';
  const australian = country === 'AU' ? /^(.*?)\s+([A-Z]{2,3})(?:\s+(\d{4}))?$/.exec(place) : null;
  if (australian) return { streetAddress, suburb: australian[1]!, state: australian[2]!, postcode: australian[3] ?? '', country };
  const withPostcode = /^(.*?)\s+(\d{4})$/.exec(place);
  if (withPostcode) return { streetAddress, suburb: withPostcode[1]!, state: '', postcode: withPostcode[2]!, country };
  return { streetAddress, suburb: place, state: '', postcode: '', country };
}

export function latLngOf(location: LatLngLike | undefined): LatLng | null {
  if (!location) return null;
  const lat = typeof location.lat === 'function' ? location.lat() : location.lat;
  const lng = typeof location.lng === 'function' ? location.lng() : location.lng;
  return Number.isFinite(lat) && Number.isFinite(lng) ? { lat, lng } : null;
}
