import vm from 'node:vm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import type { GeocoderResult, Prediction } from '../../src/providers/maps/sandbox-geocoder';
import { createTestApp } from '../support/test-app';
import { SANDBOX_PAYMENTS_OUTSIDE_DEMO } from '../support/sandbox-payments-env';

const BONDI_CENTRE = { lat: -33.891, lng: 151.269 };
const PERTH_CENTRE = { lat: -31.95, lng: 115.86 };

interface MapsNamespace {
  places: {
    AutocompleteService: new () => {
      getPlacePredictions(request: unknown, callback: (predictions: Prediction[] | null, status: string) => void): Promise<unknown>;
    };
  };
  Geocoder: new () => {
    geocode(
      request: unknown,
      callback: (
        results: (Omit<GeocoderResult, 'geometry'> & { geometry: { location: { lat(): number; lng(): number } } })[] | null,
        status: string,
      ) => void,
    ): Promise<unknown>;
  };
  Circle: new (options: unknown) => unknown;
}

/** Runs the served script as a page would, its fetches answered by the app. */
async function loadScript(app: FastifyInstance, query: string) {
  const res = await app.inject({ url: `/sandbox/maps/js?${query}` });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toContain('text/javascript');
  const window: Record<string, unknown> = { initMap: vi.fn() };
  const fetch = async (url: string) => {
    const answer = await app.inject({ url });
    return { ok: answer.statusCode < 400, json: async () => answer.json() };
  };
  vm.runInNewContext(res.body, { window, fetch });
  return { window, maps: (window.google as { maps: MapsNamespace }).maps };
}

const call = <T>(start: (done: (value: T, status: string) => void) => unknown) =>
  new Promise<[T, string]>((resolve) => {
    start((value, status) => resolve([value, status]));
  });

describe('sandbox maps service', () => {
  it('serves a script that defines google.maps and calls the page’s callback, as Google’s loader does', async () => {
    const app = await createTestApp();
    const { window, maps } = await loadScript(app, 'v=quarterly&callback=initMap&key=&libraries=places&region=AU&language=en');
    expect(window.initMap).toHaveBeenCalledTimes(1);
    expect(typeof maps.places.AutocompleteService).toBe('function');
    expect(typeof maps.Geocoder).toBe('function');
  });

  it('predicts "12 Smith St Bondi" as the Bondi address, and geocodes the chosen place into its parts', async () => {
    const app = await createTestApp();
    const { maps } = await loadScript(app, 'callback=initMap');
    const service = new maps.places.AutocompleteService();
    const [predictions, status] = await call<Prediction[] | null>((done) =>
      service.getPlacePredictions(
        {
          input: '12 Smith St Bondi',
          types: ['geocode'],
          componentRestrictions: { country: 'au' },
          locationBias: { center: BONDI_CENTRE, radius: 1000 },
        },
        done,
      ),
    );
    expect(status).toBe('OK');
    expect(predictions![0]!.description).toBe('12 Smith Street, Bondi NSW 2026, Australia');

    const [results, geocoded] = await call<Parameters<Parameters<InstanceType<MapsNamespace['Geocoder']>['geocode']>[1]>[0]>((done) =>
      new maps.Geocoder().geocode({ placeId: predictions![0]!.place_id }, done),
    );
    expect(geocoded).toBe('OK');
    const [place] = results!;
    expect(place!.formatted_address).toBe('12 Smith Street, Bondi NSW 2026, Australia');
    expect(place!.address_components.map((c) => [c.types[0], c.long_name, c.short_name])).toEqual([
      ['street_number', '12', '12'],
      ['route', 'Smith Street', 'Smith St'],
      ['locality', 'Bondi', 'Bondi'],
      ['administrative_area_level_1', 'New South Wales', 'NSW'],
      ['postal_code', '2026', '2026'],
      ['country', 'Australia', 'AU'],
    ]);
    expect(place!.geometry.location.lat()).toBeCloseTo(-33.891, 2);
    expect(place!.geometry.location.lng()).toBeCloseTo(151.269, 2);
  });

  it('follows the bias circle, whether given as a literal or a google.maps.Circle', async () => {
    const app = await createTestApp();
    const { maps } = await loadScript(app, 'callback=initMap');
    const service = new maps.places.AutocompleteService();
    const near = async (locationBias: unknown) =>
      (
        await call<Prediction[] | null>((done) =>
          service.getPlacePredictions({ input: 'Smith St', componentRestrictions: { country: 'au' }, locationBias }, done),
        )
      )[0]!;
    expect((await near(new maps.Circle({ center: PERTH_CENTRE, radius: 1000 })))[0]!.description).toMatch(/ WA 6\d{3}, Australia$/);
    // Bondi and Ben Buckler share a postcode and a centre: either is the nearest Smith Street.
    expect((await near({ center: BONDI_CENTRE, radius: 1000 }))[0]!.description).toMatch(
      /^Smith Street, (Bondi|Ben Buckler) NSW 2026, Australia$/,
    );
  });

  it('keeps to the country asked for', async () => {
    const app = await createTestApp();
    const nz = await app.inject({ url: '/sandbox/maps/autocomplete?input=High%20St&country=nz' });
    expect(nz.statusCode).toBe(200);
    const predictions = nz.json<{ status: string; predictions: Prediction[] }>().predictions;
    expect(predictions.length).toBeGreaterThan(0);
    for (const p of predictions) expect(p.description).toMatch(/, New Zealand$/);
  });

  it('geocodes a typed address with its locality, and answers ZERO_RESULTS for a street we do not know', async () => {
    const app = await createTestApp();
    const found = await app.inject({ url: `/sandbox/maps/geocode?address=${encodeURIComponent('12 Smith Street, Bondi NSW 2026')}` });
    expect(found.json<{ status: string; results: GeocoderResult[] }>()).toMatchObject({
      status: 'OK',
      results: [{ formatted_address: '12 Smith Street, Bondi NSW 2026, Australia' }],
    });
    const missing = await app.inject({ url: `/sandbox/maps/geocode?address=${encodeURIComponent('12 Nowhere Boulevard')}` });
    expect(missing.json()).toEqual({ status: 'ZERO_RESULTS', results: [] });
    const badPlace = await app.inject({ url: '/sandbox/maps/geocode?placeId=google-place-123' });
    expect(badPlace.json()).toEqual({ status: 'ZERO_RESULTS', results: [] });
  });

  it('refuses bad input with 400 and never runs a callback that is not a function name', async () => {
    const app = await createTestApp();
    for (const url of [
      '/sandbox/maps/js?callback=alert(1)',
      '/sandbox/maps/autocomplete?input=x&country=us',
      '/sandbox/maps/autocomplete?input=x&lat=200&lng=0',
      `/sandbox/maps/autocomplete?input=${'x'.repeat(201)}`,
      '/sandbox/maps/geocode',
    ]) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(400);
    }
  });

  it('is not served unless the sandbox is configured', async () => {
    const app = await createTestApp({ env: { MAPS_PROVIDER: 'google' } });
    expect((await app.inject({ url: '/sandbox/maps/js?callback=initMap' })).statusCode).toBe(404);
    const off = await createTestApp({ env: { DEMO_MODE: 'false', ...SANDBOX_PAYMENTS_OUTSIDE_DEMO } });
    expect((await off.inject({ url: '/sandbox/maps/autocomplete?input=Smith' })).statusCode).toBe(404);
  });
});
