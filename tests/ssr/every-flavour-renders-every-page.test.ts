import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import type { ServerBuild } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config/env';
import { APP_IDS, BRANDS, type AppId } from '../../src/domain/brands';
import type { SettingsResponse } from '../../src/contracts/settings';
import { isSettingOn, settingsByName } from '../../src/domain/settings';
import { createServer } from '../../src/server/create-server';
import { HYDRATED_ATTRIBUTE } from '../../src/web/hydrated-signal';
import { ROUTE_TABLE } from '../../src/web/route-table';
import { PLACEHOLDER, type RouteEntry } from '../../src/web/route-types';
import { workerDatabase } from '../support/test-app';
import { builtPageChecks, insertPageFixtures, type PageCheck, type PageFixtures } from './page-checks';
import { headingOf, textOf } from './html-text';

/**
 * Server-side rendering of every route of the table in every flavour, over one database: each page
 * answers with the right status, inside the frame, with its page type and the brand. A built page
 * must show its own data (a product's title and price, a store's address, a listing's products),
 * never just the heading the route table supplies; only the placeholder pages show the table's
 * heading and summary, and a built page without a content check fails the run.
 */
const SERVER_BUILD = path.resolve('build/server/index.js');

async function pageServer(app: AppId, build: ServerBuild): Promise<FastifyInstance> {
  const config = loadConfig({ APP: app, NODE_ENV: 'test', LOG_LEVEL: 'silent', RATE_LIMIT_PER_MINUTE: '0' });
  const server = await createServer({ config, database: await workerDatabase(), ssrBuild: build, logger: false });
  await server.ready();
  return server;
}

const isPlaceholder = (entry: RouteEntry) => entry.file === PLACEHOLDER;
/** Routes answered by something other than their own page: the redirect and the two 404 pages. */
const SPECIAL = new Set(['search-redirect', 'error-page', 'not-found']);
const placeholderUrl = (entry: RouteEntry) => `/${entry.path.replace(/:\w+/g, 'sample').replace(/\*/g, 'sample')}`;

it('has a content check for every built page of the table', () => {
  const built = ROUTE_TABLE.filter((entry) => !isPlaceholder(entry) && !SPECIAL.has(entry.id)).map((entry) => entry.id);
  expect(built.filter((id) => !(id in builtPageChecks))).toEqual([]);
});

/**
 * 'LOG IN for Price' links lead to the shoppers' login, never the staff login route (document 1
 * section 6), and bring the shopper back to the page they were on.
 */
function expectPriceLoginLinks(html: string, url: string, pricesRequireLogin: boolean) {
  const targets = [...html.matchAll(/<a [^>]*href="([^"]*)"[^>]*>LOG IN for Price<\/a>/g)].map((m) => m[1]);
  expect(targets.length > 0, `${url} has price login links`).toBe(pricesRequireLogin);
  expect([...new Set(targets)], url).toEqual(pricesRequireLogin ? [`/account/login?returnUrl=${encodeURIComponent(url)}`] : []);
}

describe.each(APP_IDS)('the %s flavour', (app) => {
  const brand = BRANDS[app];
  let server: FastifyInstance;
  let fixtures: PageFixtures;

  beforeAll(async () => {
    if (!existsSync(SERVER_BUILD)) throw new Error('Run `npm run build` first: these tests render the production build.');
    const build = (await import(pathToFileURL(SERVER_BUILD).href)) as ServerBuild;
    fixtures = await insertPageFixtures(brand);
    server = await pageServer(app, build);
  });

  async function render(url: string, entry: RouteEntry, status = 200, cookies: Record<string, string> = {}): Promise<string> {
    const response = await server.inject({ url, cookies });
    expect(response.statusCode, url).toBe(status);
    const html = response.body;
    expect(html, url).toContain(`<html lang="${brand.locale}"`);
    expect(html, url).toContain(`data-app="${brand.app}"`);
    // Only React's hydration in the browser marks the page hydrated; the browser tests wait for it.
    expect(html, url).not.toContain(HYDRATED_ATTRIBUTE);
    expect(html, url).toContain(`data-page-type="${entry.pageType}"`);
    expect(textOf(html), url).toContain(brand.companyName);
    expect(response.headers['content-security-policy'], url).toMatch(/script-src 'self' 'nonce-/);
    return html;
  }

  it('renders each built page with its own content', async () => {
    // A flavour with ComparePageEnabled off has no compare page: tests/ssr/redirects-and-settings.test.ts checks its 404.
    const settings = (await server.inject('/api/settings')).json<SettingsResponse>();
    const compareOff = !isSettingOn(settingsByName(settings.items), 'ComparePageEnabled');
    const pages = ROUTE_TABLE.filter((e) => e.id in builtPageChecks && !(e.id === 'compare' && compareOff));
    for (const entry of pages) {
      const check: PageCheck = await builtPageChecks[entry.id]!({ server, brand, fixtures });
      const html = await render(check.url, entry, 200, check.cookies);
      expect(headingOf(html), check.url).toEqual(check.heading);
      const text = textOf(html);
      for (const shown of check.shows) expect(text, `${check.url} shows ${shown}`).toContain(shown);
      for (const hidden of check.hides ?? []) expect(text, `${check.url} hides ${hidden}`).not.toContain(hidden);
      for (const markup of check.markup ?? []) expect(html, `${check.url} has ${markup}`).toContain(markup);
    }
  });

  it("links every 'LOG IN for Price' to the shoppers' login where prices need a login", async () => {
    for (const id of ['product', 'category']) {
      const check: PageCheck = await builtPageChecks[id]!({ server, brand, fixtures });
      const html = (await server.inject(check.url)).body;
      expectPriceLoginLinks(html, check.url, brand.pricesRequireLogin);
    }
  });

  it('renders each placeholder page with the table’s heading and summary', async () => {
    for (const entry of ROUTE_TABLE.filter(isPlaceholder)) {
      const html = await render(placeholderUrl(entry), entry);
      expect(headingOf(html), entry.id).toBe(entry.heading);
      expect(textOf(html), entry.id).toContain(entry.summary);
    }
  });

  it('redirects /search and answers the two not-found routes with 404', async () => {
    const redirect = await server.inject('/search');
    expect(redirect.statusCode).toBe(301);
    expect(redirect.headers.location).toBe('/products');
    for (const id of ['error-page', 'not-found']) {
      const entry = ROUTE_TABLE.find((e) => e.id === id)!;
      const html = await render(id === 'error-page' ? '/404' : '/no-such-page-anywhere', entry, 404);
      expect(headingOf(html)).toBe('Page not found');
    }
  });

  it("serves the sale page at /sale: the sale's banners and the products on sale as a listing with filters", async () => {
    const sale = (await server.inject('/api/promotion/sale/')).json<{ isSaleOn: boolean; name: string }>();
    expect(sale.isSaleOn).toBe(true);
    const { totalCount } = (await server.inject('/api/v2/listing/sale')).json<{ totalCount: number }>();
    const response = await server.inject('/sale');
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(html).toContain('data-page-type="sale"');
    expect(html).toMatch(new RegExp(`<h1[^>]*>${sale.name}</h1>`));
    expect(html).toContain('src="/media/sale/black-friday-2026/homePageBanner.svg"');
    expect(html).toContain('srcSet="/media/sale/black-friday-2026/siteWideHeaderMobile.svg"');
    expect(html.match(/<article[^>]*>/g)?.length).toBe(Math.min(24, totalCount));
    expect(html).toContain(`Showing 1–24 of ${totalCount} products`);
    // The refine section offers the listing's filters.
    expect(html).toMatch(/<legend[^>]*>Brand<\/legend>/);
    expect(html).toContain('name="brands"');
    expectPriceLoginLinks(html, '/sale', brand.pricesRequireLogin);
  });

  it('sends /blackfriday to the sale page', async () => {
    const response = await server.inject('/blackfriday');
    expect([301, 302]).toContain(response.statusCode);
    expect(response.headers.location).toBe('/sale');
    const landing = await server.inject(response.headers.location!);
    expect(landing.statusCode).toBe(200);
    expect(landing.body).toContain('data-page-type="sale"');
  });
});
