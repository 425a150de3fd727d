import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { settings } from '../../src/db/schema';
import { APP_IDS, BRANDS } from '../../src/domain/brands';
import { REQUIRED_SETTING_NAMES } from '../../src/domain/setting-names';
import type { NavbarResponse } from '../../src/contracts/navigation';
import type { SettingsResponse } from '../../src/contracts/settings';
import { apiSecurityHeaders } from '../../src/server/security-headers';
import { createTestApp, workerDatabase } from '../support/test-app';

describe('GET /api/settings', () => {
  it.each(APP_IDS)('answers every named setting for %s with its country and support number', async (appId) => {
    const app = await createTestApp({ app: appId });
    const response = await app.inject('/api/settings');
    expect(response.statusCode).toBe(200);
    const body = response.json<SettingsResponse>();
    expect(body.totalCount).toBe(body.items.length);
    const byName = new Map(body.items.map((item) => [item.name, item.value]));
    for (const name of REQUIRED_SETTING_NAMES) expect(byName.has(name), `${appId} lacks ${name}`).toBe(true);
    expect(byName.get('countryCode')).toBe(BRANDS[appId].country);
    expect(byName.get('customerSupportNumber')).toBe(BRANDS[appId].customerSupportNumber.phone);
    for (const item of body.items) expect(typeof item.value).toBe('string');
  });

  it('names its version in an ETag: a client that holds it gets a 304 with no body, any other a full answer', async () => {
    const app = await createTestApp();
    const first = await app.inject('/api/settings');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);
    const held = await app.inject({ url: '/api/settings', headers: { 'if-none-match': `"older", ${etag}` } });
    expect(held.statusCode).toBe(304);
    expect(held.body).toBe('');
    expect(held.headers).toMatchObject({ etag, 'cache-control': 'public, max-age=30', 'x-content-type-options': 'nosniff' });
    const stale = await app.inject({ url: '/api/settings', headers: { 'if-none-match': '"older"' } });
    expect(stale.statusCode).toBe(200);
    expect(stale.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(stale.body).toBe(first.body);
  });

  it('goes to a browser already compressed in the coding it prefers, each coding with its own ETag', async () => {
    const app = await createTestApp();
    const plain = await app.inject('/api/settings');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('Accept-Encoding, Origin');
    const cases = [
      { accept: 'gzip, deflate, br, zstd', coding: 'br', decode: brotliDecompressSync },
      { accept: 'gzip', coding: 'gzip', decode: gunzipSync },
      { accept: 'br;q=0, gzip;q=0.5', coding: 'gzip', decode: gunzipSync },
    ];
    for (const { accept, coding, decode } of cases) {
      const coded = await app.inject({ url: '/api/settings', headers: { 'accept-encoding': accept } });
      expect(coded.headers['content-encoding'], accept).toBe(coding);
      expect(coded.headers.vary).toBe('Accept-Encoding, Origin');
      expect(coded.headers.etag).toBe(String(plain.headers.etag).replace(/"$/, `-${coding}"`));
      expect(decode(coded.rawPayload).toString('utf8')).toBe(plain.body);
    }
    for (const accept of ['identity', 'br;q=0, gzip;q=0']) {
      const uncoded = await app.inject({ url: '/api/settings', headers: { 'accept-encoding': accept } });
      expect(uncoded.headers['content-encoding'], accept).toBeUndefined();
      expect(uncoded.body).toBe(plain.body);
    }
    // A client holding the version in one coding holds it in every coding: the 304 names the one it would get.
    const held = await app.inject({
      url: '/api/settings',
      headers: { 'accept-encoding': 'br', 'if-none-match': String(plain.headers.etag) },
    });
    expect(held.statusCode).toBe(304);
    expect(held.headers.etag).toBe(String(plain.headers.etag).replace(/"$/, '-br"'));
  });

  it('a changed setting is a new version, so a client holding the old one gets the new answer', async () => {
    const { db } = await workerDatabase();
    const before = await (await createTestApp()).inject('/api/settings');
    const row = and(eq(settings.app, 'wa'), eq(settings.name, 'customerSupportNumber'));
    const [{ value }] = (await db.select({ value: settings.value }).from(settings).where(row)) as [{ value: string }];
    await db.update(settings).set({ value: '1300 999 999' }).where(row);
    try {
      const after = await (
        await createTestApp()
      ).inject({ url: '/api/settings', headers: { 'if-none-match': String(before.headers.etag) } });
      expect(after.statusCode).toBe(200);
      expect(after.headers.etag).not.toBe(before.headers.etag);
      expect(after.json<SettingsResponse>().items).toContainEqual({ name: 'customerSupportNumber', value: '1300 999 999' });
    } finally {
      await db.update(settings).set({ value }).where(row);
    }
  });

  it('carries the security headers of an API answer, however its path is spelled', async () => {
    const app = await createTestApp();
    for (const path of ['/api/settings', '/API/Settings'])
      expect((await app.inject(path)).headers, path).toMatchObject(apiSecurityHeaders());
  });

  it('is reached with or without the trailing slash and in any letter case', async () => {
    const app = await createTestApp();
    for (const path of ['/api/settings/', '/api/Settings', '/API/SETTINGS']) {
      expect((await app.inject(path)).statusCode, path).toBe(200);
    }
  });
});

describe('GET /api/navbar/', () => {
  it('lists the flavour’s categories in its order with subcategories and brands', async () => {
    const app = await createTestApp({ app: 'wa' });
    const response = await app.inject('/api/navbar/');
    expect(response.statusCode).toBe(200);
    const { mainNav, topNav } = response.json<NavbarResponse>();
    expect(mainNav.map((c) => c.uri)).toEqual(BRANDS.wa.navCategories.map((uri) => `/c/${uri}`));
    for (const category of mainNav) {
      expect(category.subCategories.length, category.name).toBeGreaterThan(0);
      for (const sub of category.subCategories) expect(sub.uri.startsWith(`${category.uri}/`)).toBe(true);
      for (const brand of category.brands) expect(brand.uri).toMatch(/^\/brands\/[a-z0-9-]+$/);
    }
    expect(mainNav.find((c) => c.uri === '/c/cooking')?.brands.length).toBeGreaterThan(0);
    expect(topNav).toEqual({
      displayCartIcon: expect.any(Boolean),
      displayProjectIcon: false,
      displaySearchIcon: expect.any(Boolean),
      displayContactUsIcon: expect.any(Boolean),
    });
  });

  it('gives the furniture flavour its own navigation and the commercial flavour the project icon', async () => {
    const fk = (await (await createTestApp({ app: 'fk' })).inject('/api/navbar/')).json<NavbarResponse>();
    expect(fk.mainNav[0]?.uri).toBe('/c/furniture');
    const wac = (await (await createTestApp({ app: 'wac' })).inject('/api/navbar/')).json<NavbarResponse>();
    expect(wac.topNav.displayProjectIcon).toBe(true);
    expect(wac.mainNav.some((c) => c.uri === '/c/furniture')).toBe(false);
  });
});
