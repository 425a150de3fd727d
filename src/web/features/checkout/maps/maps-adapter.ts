/**
 * The street autocomplete's view of a maps service (document 2 sections 2 and 7). The browser code
 * speaks the Google Maps JS API surface (`google.maps.places.AutocompleteService`,
 * `google.maps.Geocoder`); which script provides it is configuration (`mapsScriptUrl`): the real
 * service, or the sandbox at `/sandbox/maps/js` that answers from our own localities and streets.
 */
export type MapsCountry = 'AU' | 'NZ';

export interface LatLng {
  lat: number;
  lng: number;
}

/** One suggestion of the street list. */
export interface StreetSuggestion {
  placeId: string;
  /** The whole line ("12 Fitzgerald Street, North Perth WA, Australia"). */
  description: string;
  /** The street part, shown first. */
  mainText: string;
  secondaryText: string;
}

/** An address as the form takes it (section 2's sanitized place). */
export interface SanitizedAddress {
  streetAddress: string;
  suburb: string;
  state: string;
  postcode: string;
  country: string;
}

export interface GeocodeResult {
  /** The service's status: 'OK', 'ZERO_RESULTS', … */
  status: string;
  address: SanitizedAddress | null;
  location: LatLng | null;
}

export interface MapsAdapter {
  /** Street suggestions for typed text: geocode type, one country, biased to a 1000 m circle. */
  streetSuggestions(input: string, options: { country: MapsCountry; bias: LatLng | null }): Promise<StreetSuggestion[]>;
  /** Geocodes an address text (typed or chosen) in one country. */
  geocode(address: string, country: MapsCountry): Promise<GeocodeResult>;
}

/** Where the script comes from and the parameters the spec lists (section 7's maps row). */
export interface MapsConfig {
  scriptUrl: string;
  apiKey?: string | null;
  client?: string | null;
  channel?: string | null;
  region: MapsCountry;
  language: string;
}

export const DEFAULT_MAPS_SCRIPT_URL = '/sandbox/maps/js';
/** The bias circle's radius in metres (the spec's 1000, units not shown: the Maps API takes metres). */
export const BIAS_RADIUS_METRES = 1000;
