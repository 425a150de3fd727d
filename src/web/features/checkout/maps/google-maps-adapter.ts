import { isThenable, type AutocompletePrediction, type GeocoderResult, type GoogleMapsNamespace } from './google-maps-surface';
import { BIAS_RADIUS_METRES, type GeocodeResult, type MapsAdapter, type StreetSuggestion } from './maps-adapter';
import { addressFromComponents, latLngOf } from './sanitize-place';

/**
 * Calls a Google Maps API surface with its callbacks, or its promise when only that answers.
 * Never rejects: a failure answers as the service's own error status.
 */
function call<T>(start: (callback: (value: T | null, status: string) => void) => unknown, empty: T): Promise<{ value: T; status: string }> {
  return new Promise((resolve) => {
    let done = false;
    const finish = (value: T | null, status: string) => {
      if (done) return;
      done = true;
      resolve({ value: value ?? empty, status });
    };
    try {
      const returned = start(finish);
      if (isThenable(returned)) {
        returned.then(
          (answer) => {
            const body = answer as { predictions?: T; results?: T };
            finish((body.predictions ?? body.results ?? null) as T | null, 'OK');
          },
          () => finish(null, 'ERROR'),
        );
      }
    } catch {
      finish(null, 'ERROR');
    }
  });
}

/** Google's predictions carry the street and the rest apart; a description alone is split at its first comma. */
function toSuggestion(prediction: AutocompletePrediction): StreetSuggestion {
  const [first = prediction.description, ...rest] = prediction.description.split(',');
  return {
    placeId: prediction.place_id,
    description: prediction.description,
    mainText: prediction.structured_formatting?.main_text ?? first.trim(),
    secondaryText: prediction.structured_formatting?.secondary_text ?? rest.join(',').trim(),
  };
}

export function createGoogleMapsAdapter(google: GoogleMapsNamespace): MapsAdapter {
  const autocomplete = new google.maps.places.AutocompleteService();
  const geocoder = new google.maps.Geocoder();
  return {
    async streetSuggestions(input, { country, bias }) {
      const { value, status } = await call<AutocompletePrediction[]>(
        (callback) =>
          autocomplete.getPlacePredictions(
            {
              input,
              types: ['geocode'],
              componentRestrictions: { country },
              ...(bias ? { locationBias: { center: bias, radius: BIAS_RADIUS_METRES } } : {}),
            },
            callback,
          ),
        [],
      );
      return status === 'OK' ? value.map(toSuggestion) : [];
    },
    async geocode(address, country): Promise<GeocodeResult> {
      const { value, status } = await call<GeocoderResult[]>(
        (callback) => geocoder.geocode({ address, componentRestrictions: { country } }, callback),
        [],
      );
      const first = value[0];
      if (status !== 'OK' || !first) return { status: status === 'OK' ? 'ZERO_RESULTS' : status, address: null, location: null };
      return { status, address: addressFromComponents(first.address_components), location: latLngOf(first.geometry?.location) };
    },
  };
}
