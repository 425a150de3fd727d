import { describe, expect, it } from 'vitest';
import type { ErrorBody } from '../../src/contracts/errors';
import type { Geo, Locality } from '../../src/contracts/places';
import { createTestApp } from '../support/test-app';

function cookiesFrom(setCookie: string | string[] | undefined): string {
  const list = setCookie === undefined ? [] : Array.isArray(setCookie) ? setCookie : [setCookie];
  return list.map((c) => c.split(';')[0]).join('; ');
}

describe('GET /api/locality/{term}', () => {
  it('finds suburbs by name prefix with the AU display format', async () => {
    const results = (await (await createTestApp()).inject('/api/locality/bondi')).json<Locality[]>();
    const beach = results.find((l) => l.suburb === 'Bondi Beach');
    expect(beach).toMatchObject({ state: 'NSW', postcode: '2026', country: 'AU', fullAddress: '2026 Bondi Beach, NSW' });
    for (const l of results) expect(l.suburb.toLowerCase().startsWith('bondi')).toBe(true);
  });

  it('finds localities by postcode prefix', async () => {
    const results = (await (await createTestApp()).inject('/api/locality/3000')).json<Locality[]>();
    expect(results.map((l) => l.suburb)).toContain('Melbourne');
    for (const l of results) expect(l.postcode.startsWith('3000')).toBe(true);
  });

  it('accepts a suburb with its postcode', async () => {
    const results = (await (await createTestApp()).inject(`/api/locality/${encodeURIComponent('2026 bondi')}`)).json<Locality[]>();
    expect(results.length).toBeGreaterThan(0);
    for (const l of results) expect(l).toMatchObject({ postcode: '2026' });
  });

  it('answers at most 100 options', async () => {
    const results = (await (await createTestApp()).inject('/api/locality/2')).statusCode;
    expect(results).toBe(400);
    const many = (await (await createTestApp()).inject('/api/locality/ba')).json<Locality[]>();
    expect(many).toHaveLength(100);
  });

  it('treats LIKE wildcards as plain characters', async () => {
    const results = (await (await createTestApp()).inject(`/api/locality/${encodeURIComponent('%%')}`)).json<Locality[]>();
    expect(results).toEqual([]);
  });

  it('asks for at least two characters', async () => {
    const response = await (await createTestApp()).inject('/api/locality/%20b%20');
    expect(response.statusCode).toBe(400);
    expect(response.json<ErrorBody>().errors).toEqual(['term: Enter at least 2 characters']);
  });

  it('searches New Zealand localities in the NZ flavour, shown suburb first', async () => {
    const results = (await (await createTestApp({ app: 'aol-nz' })).inject('/api/locality/ponsonby')).json<Locality[]>();
    expect(results[0]).toMatchObject({ country: 'NZ', postcode: '1011', fullAddress: 'Ponsonby 1011' });
  });
});

describe('GET /api/locality/{suburb}/{state}/{postcode}', () => {
  it('answers the one locality', async () => {
    const response = await (await createTestApp()).inject('/api/locality/bondi%20beach/nsw/2026');
    expect(response.statusCode).toBe(200);
    expect(response.json<Locality>()).toMatchObject({ suburb: 'Bondi Beach', state: 'NSW', postcode: '2026' });
  });

  it('answers 404 for a combination that does not exist, 400 for a bad postcode', async () => {
    const app = await createTestApp();
    expect((await app.inject('/api/locality/bondi%20beach/vic/2026')).statusCode).toBe(404);
    const bad = await app.inject('/api/locality/bondi/nsw/20x6');
    expect(bad.statusCode).toBe(400);
    expect(bad.json<ErrorBody>().errors).toEqual(['postcode must be 4 digits']);
  });
});

describe('geo location round trip', () => {
  it('gives a new visitor the flavour’s default location and a nearby store', async () => {
    const geo = (await (await createTestApp()).inject('/api/geo')).json<Geo>();
    expect(geo).toMatchObject({ city: 'Sydney', state: 'NSW', postcode: '2000', country: 'AU', newUser: true });
    expect(geo.store?.storeUri).toMatch(/^[a-z0-9-]+$/);
    expect(geo.nearestWarehouseLocationCode).not.toBe('');
  });

  it('remembers a chosen locality in the locality and locationCode cookies', async () => {
    const app = await createTestApp();
    const bondi = (await app.inject('/api/locality/bondi%20beach/nsw/2026')).json<Locality>();
    const set = await app.inject({ method: 'POST', url: '/api/geo/setlocation', payload: { localityId: bondi.id } });
    expect(set.statusCode).toBe(200);
    const cookie = cookiesFrom(set.headers['set-cookie']);
    expect(cookie).toMatch(/locality=\d+/);
    expect(cookie).toMatch(/locationCode=[A-Z]+/);
    const geo = (await app.inject({ url: '/api/geo', headers: { cookie } })).json<Geo>();
    expect(geo).toMatchObject({ city: 'Bondi Beach', postcode: '2026', newUser: false, locationId: bondi.id });
  });

  it('refuses a locality outside the flavour’s country with the shipping message', async () => {
    const nzApp = await createTestApp({ app: 'aol-nz' });
    const [ponsonby] = (await nzApp.inject('/api/locality/ponsonby')).json<Locality[]>();
    const response = await (
      await createTestApp({ app: 'wa' })
    ).inject({
      method: 'POST',
      url: '/api/geo/setlocation',
      payload: { localityId: ponsonby!.id },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<ErrorBody>().errors).toEqual(["*We can't ship to your location"]);
  });

  it.each([
    [{}, 'localityId must be a locality number'],
    [{ localityId: 'abc' }, 'localityId must be a locality number'],
    [{ localityId: -4 }, 'localityId must be a locality number'],
    [{ localityId: 1.5 }, 'localityId must be a locality number'],
    [{ localityId: 99999999999 }, 'localityId must be a locality number'],
    [{ localityId: '12345678901' }, 'localityId must be a locality number'],
  ])('rejects body %j', async (payload, message) => {
    const response = await (await createTestApp()).inject({ method: 'POST', url: '/api/geo/setlocation', payload });
    expect(response.statusCode).toBe(400);
    expect(response.json<ErrorBody>().errors[0]).toContain(message);
  });

  it('ignores a tampered locality cookie', async () => {
    const geo = (
      await (await createTestApp()).inject({ url: '/api/geo', headers: { cookie: 'locality=99999999; store=abc' } })
    ).json<Geo>();
    expect(geo).toMatchObject({ city: 'Sydney', newUser: true });
  });
});
