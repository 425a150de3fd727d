import { describe, expect, it } from 'vitest';
import { createGoogleMapsAdapter } from './google-maps-adapter';
import type { AutocompletePrediction, AutocompletionRequest, GeocoderRequest, GoogleMapsNamespace } from './google-maps-surface';
import { mapsScriptSrc } from './load-maps-script';
import { addressFromComponents, addressFromSuggestion } from './sanitize-place';

/** The Google Maps surface as a recorder: what the adapter asks, and fixed answers in the API's shapes. */
function fakeGoogle(answers: { predictionsStatus?: string; geocodeStatus?: string; promiseOnly?: boolean } = {}) {
  const asked: { predictions: AutocompletionRequest[]; geocode: GeocoderRequest[] } = { predictions: [], geocode: [] };
  const predictions = [
    {
      description: '12 Fitzgerald Street, North Perth WA, Australia',
      place_id: 'place-1',
      structured_formatting: { main_text: '12 Fitzgerald Street', secondary_text: 'North Perth WA, Australia' },
    },
  ];
  const results = [
    {
      address_components: [
        { long_name: '12', short_name: '12', types: ['street_number'] },
        { long_name: 'Fitzgerald Street', short_name: 'Fitzgerald St', types: ['route'] },
        { long_name: 'North Perth', short_name: 'North Perth', types: ['locality', 'political'] },
        { long_name: 'Western Australia', short_name: 'WA', types: ['administrative_area_level_1'] },
        { long_name: '6006', short_name: '6006', types: ['postal_code'] },
        { long_name: 'Australia', short_name: 'AU', types: ['country'] },
      ],
      geometry: { location: { lat: () => -31.93, lng: () => 115.86 } },
    },
  ];
  const google: GoogleMapsNamespace = {
    maps: {
      places: {
        AutocompleteService: class {
          getPlacePredictions(request: AutocompletionRequest, callback?: (p: typeof predictions | null, status: string) => void) {
            asked.predictions.push(request);
            if (answers.promiseOnly) return Promise.resolve({ predictions });
            callback?.(answers.predictionsStatus === 'ZERO_RESULTS' ? null : predictions, answers.predictionsStatus ?? 'OK');
            return undefined;
          }
        },
      },
      Geocoder: class {
        geocode(request: GeocoderRequest, callback?: (r: typeof results | null, status: string) => void) {
          asked.geocode.push(request);
          callback?.(answers.geocodeStatus === 'OK' || !answers.geocodeStatus ? results : null, answers.geocodeStatus ?? 'OK');
          return undefined;
        }
      },
    },
  };
  return { google, asked };
}

describe('the maps adapter over the Google Maps surface', () => {
  it('asks for geocode suggestions in one country, biased to a 1000 m circle', async () => {
    const { google, asked } = fakeGoogle();
    const suggestions = await createGoogleMapsAdapter(google).streetSuggestions('12 fitz', {
      country: 'AU',
      bias: { lat: -31.9, lng: 115.8 },
    });
    expect(asked.predictions).toEqual([
      {
        input: '12 fitz',
        types: ['geocode'],
        componentRestrictions: { country: 'AU' },
        locationBias: { center: { lat: -31.9, lng: 115.8 }, radius: 1000 },
      },
    ]);
    expect(suggestions).toEqual([
      {
        placeId: 'place-1',
        description: '12 Fitzgerald Street, North Perth WA, Australia',
        mainText: '12 Fitzgerald Street',
        secondaryText: 'North Perth WA, Australia',
      },
    ]);
  });

  it('sends no bias without a centre, and reads a promise-only answer too', async () => {
    const { google, asked } = fakeGoogle({ promiseOnly: true });
    const suggestions = await createGoogleMapsAdapter(google).streetSuggestions('12 fitz', { country: 'NZ', bias: null });
    expect(asked.predictions[0]).toEqual({ input: '12 fitz', types: ['geocode'], componentRestrictions: { country: 'NZ' } });
    expect(suggestions).toHaveLength(1);
  });

  it('answers no suggestions when the service says ZERO_RESULTS', async () => {
    const { google } = fakeGoogle({ predictionsStatus: 'ZERO_RESULTS' });
    expect(await createGoogleMapsAdapter(google).streetSuggestions('zzz', { country: 'AU', bias: null })).toEqual([]);
  });

  it('geocodes into the sanitized address with its location', async () => {
    const { google, asked } = fakeGoogle();
    const result = await createGoogleMapsAdapter(google).geocode('12 Fitzgerald Street, North Perth WA, Australia', 'AU');
    expect(asked.geocode[0]).toEqual({
      address: '12 Fitzgerald Street, North Perth WA, Australia',
      componentRestrictions: { country: 'AU' },
    });
    expect(result).toEqual({
      status: 'OK',
      address: { streetAddress: '12 Fitzgerald Street', suburb: 'North Perth', state: 'WA', postcode: '6006', country: 'AU' },
      location: { lat: -31.93, lng: 115.86 },
    });
  });

  it('passes a failed geocode on as its status, with no address', async () => {
    const { google } = fakeGoogle({ geocodeStatus: 'ZERO_RESULTS' });
    expect(await createGoogleMapsAdapter(google).geocode('nowhere', 'AU')).toEqual({
      status: 'ZERO_RESULTS',
      address: null,
      location: null,
    });
  });
});

describe('sanitized places', () => {
  it('reads a suggestion as street, suburb, state and postcode before geocoding', () => {
    expect(addressFromSuggestion('12 Fitzgerald Street, North Perth WA, Australia', 'AU', '12 Fitzgerald Street')).toEqual({
      streetAddress: '12 Fitzgerald Street',
      suburb: 'North Perth',
      state: 'WA',
      postcode: '',
      country: 'AU',
    });
    expect(addressFromSuggestion('12 Smith Street, Bondi Beach NSW 2026, Australia', 'AU')).toMatchObject({
      streetAddress: '12 Smith Street',
      suburb: 'Bondi Beach',
      state: 'NSW',
      postcode: '2026',
    });
    expect(addressFromSuggestion('5 Ponsonby Road, Ponsonby 1011, New Zealand', 'NZ')).toEqual({
      streetAddress: '5 Ponsonby Road',
      suburb: 'Ponsonby',
      state: '',
      postcode: '1011',
      country: 'NZ',
    });
    expect(addressFromSuggestion('5 Ponsonby Road, Ponsonby, Auckland, New Zealand', 'NZ')).toMatchObject({
      suburb: 'Ponsonby',
      postcode: '',
    });
  });

  it('splits a prediction without structured parts at its first comma', async () => {
    const google = fakeGoogle().google;
    const plain: GoogleMapsNamespace = {
      maps: {
        ...google.maps,
        places: {
          AutocompleteService: class {
            getPlacePredictions(_request: AutocompletionRequest, callback?: (p: AutocompletePrediction[], status: string) => void) {
              callback?.([{ description: '12 Smith Street, Bondi Beach NSW 2026, Australia', place_id: 'sandbox:1:12' }], 'OK');
            }
          },
        },
      },
    };
    expect(await createGoogleMapsAdapter(plain).streetSuggestions('12 smith', { country: 'AU', bias: null })).toEqual([
      {
        placeId: 'sandbox:1:12',
        description: '12 Smith Street, Bondi Beach NSW 2026, Australia',
        mainText: '12 Smith Street',
        secondaryText: 'Bondi Beach NSW 2026, Australia',
      },
    ]);
  });

  it('puts a unit before the number, takes New Zealand suburbs from the sublocality, and strips markup', () => {
    const nz = addressFromComponents([
      { long_name: '3', short_name: '3', types: ['subpremise'] },
      { long_name: '5', short_name: '5', types: ['street_number'] },
      { long_name: 'Ponsonby <b>Road</b>', short_name: 'Ponsonby Rd', types: ['route'] },
      { long_name: 'Ponsonby', short_name: 'Ponsonby', types: ['sublocality_level_1', 'sublocality'] },
      { long_name: 'Auckland', short_name: 'Auckland', types: ['locality'] },
      { long_name: '1011', short_name: '1011', types: ['postal_code'] },
      { long_name: 'New Zealand', short_name: 'NZ', types: ['country'] },
    ]);
    expect(nz).toMatchObject({ streetAddress: '3/5 Ponsonby Road', suburb: 'Ponsonby', postcode: '1011', country: 'NZ' });
  });
});

describe('the maps script address', () => {
  it('carries the spec’s parameters, leaving out the empty ones', () => {
    const src = mapsScriptSrc(
      { scriptUrl: '/sandbox/maps/js', apiKey: null, client: null, channel: 'checkout', region: 'NZ', language: 'en-NZ' },
      'https://shop.example/customer/checkout',
    );
    expect(src).toBe(
      '/sandbox/maps/js?v=quarterly&callback=__storefrontMapsReady&channel=checkout&libraries=places&region=NZ&language=en-NZ',
    );
  });

  it('keeps an outside script absolute, with its key', () => {
    const src = mapsScriptSrc(
      { scriptUrl: 'https://maps.googleapis.com/maps/api/js', apiKey: 'KEY', client: null, channel: null, region: 'AU', language: 'en-AU' },
      'https://shop.example/',
    );
    expect(src).toBe(
      'https://maps.googleapis.com/maps/api/js?v=quarterly&callback=__storefrontMapsReady&key=KEY&libraries=places&region=AU&language=en-AU',
    );
  });
});
