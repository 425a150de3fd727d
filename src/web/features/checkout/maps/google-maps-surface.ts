/**
 * The part of the Google Maps JS API the street autocomplete uses, typed here (no @types package):
 * `google.maps.places.AutocompleteService#getPlacePredictions` and `google.maps.Geocoder#geocode`,
 * in their callback form, which the real service and our sandbox both answer (the real one also
 * returns a promise; we take whichever comes first).
 */
export interface LatLngLike {
  lat: number | (() => number);
  lng: number | (() => number);
}

export interface AutocompletePrediction {
  description: string;
  place_id: string;
  structured_formatting?: { main_text: string; secondary_text?: string };
  types?: string[];
}

export interface AutocompletionRequest {
  input: string;
  types: string[];
  componentRestrictions: { country: string | string[] };
  locationBias?: { center: { lat: number; lng: number }; radius: number };
}

export interface GeocoderAddressComponent {
  long_name: string;
  short_name: string;
  types: string[];
}

export interface GeocoderResult {
  address_components: GeocoderAddressComponent[];
  formatted_address?: string;
  geometry?: { location?: LatLngLike };
}

export interface GeocoderRequest {
  address: string;
  componentRestrictions?: { country: string };
  region?: string;
}

export interface GoogleMapsNamespace {
  maps: {
    places: {
      AutocompleteService: new () => {
        getPlacePredictions(
          request: AutocompletionRequest,
          callback?: (predictions: AutocompletePrediction[] | null, status: string) => void,
        ): unknown;
      };
    };
    Geocoder: new () => {
      geocode(request: GeocoderRequest, callback?: (results: GeocoderResult[] | null, status: string) => void): unknown;
    };
  };
}

/** The namespace the script leaves on window, if it did. */
export function googleMapsOnWindow(): GoogleMapsNamespace | null {
  const candidate = (globalThis as { google?: Partial<GoogleMapsNamespace> }).google;
  return candidate?.maps?.places?.AutocompleteService && candidate.maps.Geocoder ? (candidate as GoogleMapsNamespace) : null;
}

/** A value the real API may return (a promise) or not (our sandbox with callbacks only). */
export const isThenable = (value: unknown): value is PromiseLike<unknown> =>
  typeof value === 'object' && value !== null && typeof (value as { then?: unknown }).then === 'function';
