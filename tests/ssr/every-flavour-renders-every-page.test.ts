import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import type { ServerBuild } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config/env';
import type { Store } from '../../src/contracts/places';
import { APP_IDS, BRANDS, type AppId } from '../../src/domain/brands';
import { createServer } from '../../src/server/create-server';
import { ROUTE_TABLE } from '../../src/web/route-table';
import type { RouteEntry } from '../../src/web/route-types';
import { workerDatabase } from '../support/test-app';

/**
 * Server-side rendering of every route of the table in every flavour, over one seeded database:
 * the page answers with the right status, inside the frame, with its page type and the brand.
 */
const SERVER_BUILD = path.resolve('build/server/index.js');

async function pageServer(app: AppId, build: ServerBuild): Promise<FastifyInstance> {
  const config = loadConfig({ APP: app, NODE_ENV: 'test', LOG_LEVEL: 'silent', RATE_LIMIT_PER_MINUTE: '0' });
  const server = await createServer({ config, database: await workerDatabase(), ssrBuild: build, logger: false });
  await server.ready();
  return server;
}

/** A concrete URL for a route of the table, with real data where the page needs it. */
function sampleUrl(entry: RouteEntry, store: Store, productUri: string): string {
  const samples: Record<string, string> = {
    'virtual-tour-store': `/virtual-tour/${store.storeUri}`,
    store: `/stores/${store.storeUri}`,
    static: '/s/storage-terms',
    category: '/c/cooking/ovens',
    brand: '/brands/miele',
    promotion: '/promotion/miele-cashback-2026',
    search: '/search/oven',
    product: productUri,
    'not-found': '/no-such-page-anywhere',
  };
  return samples[entry.id] ?? `/${entry.path.replace(/:\w+/g, 'sample')}`;
}

function expectedStatus(entry: RouteEntry): number {
  if (entry.id === 'search-redirect') return 301;
  if (entry.id === 'not-found' || entry.id === 'error-page') return 404;
  return 200;
}

/** 'LOG IN for Price' links lead to the shoppers' login, never the staff login route (document 1 section 6). */
function expectPriceLoginLinks(html: string, url: string, pricesRequireLogin: boolean) {
  const targets = [...html.matchAll(/<a [^>]*href="([^"]*)"[^>]*>LOG IN for Price<\/a>/g)].map((m) => m[1]);
  if (!pricesRequireLogin) {
    expect(html, url).not.toContain('LOG IN for Price');
    return;
  }
  expect(targets.length, url).toBeGreaterThan(0);
  expect(new Set(targets), url).toEqual(new Set(['/account/login']));
}

describe.each(APP_IDS)('the %s flavour', (app) => {
  let server: FastifyInstance;
  let store: Store;
  let productUri: string;

  beforeAll(async () => {
    if (!existsSync(SERVER_BUILD)) throw new Error('Run `npm run build` first: these tests render the production build.');
    const build = (await import(pathToFileURL(SERVER_BUILD).href)) as ServerBuild;
    server = await pageServer(app, build);
    const stores = (await server.inject('/api/store')).json<Store[]>();
    store = stores.find((s) => s.virtualTourId !== null) ?? stores[0]!;
    productUri = (await server.inject('/api/v2/product/id/1/')).json<{ product: { uri: string } }>().product.uri;
  });

  it('renders every route of the table', async () => {
    const brand = BRANDS[app];
    for (const entry of ROUTE_TABLE) {
      const url = sampleUrl(entry, store, productUri);
      const response = await server.inject(url);
      expect(response.statusCode, url).toBe(expectedStatus(entry));
      if (response.statusCode >= 300 && response.statusCode < 400) {
        expect(response.headers.location, url).toBe('/products');
        continue;
      }
      const html = response.body;
      expect(html, url).toContain(`<html lang="${brand.locale}"`);
      expect(html, url).toContain(`data-app="${brand.app}"`);
      expect(html, url).toContain(`data-page-type="${entry.pageType}"`);
      expect(html, url).toMatch(/<h1[^>]*>/);
      expect(html, url).toContain(brand.companyName.replace(/&/g, '&amp;'));
      expect(response.headers['content-security-policy'], url).toMatch(/script-src 'self' 'nonce-/);
      if (entry.id === 'product') {
        // The commercial flavour hides prices until login (document 3 section 2).
        expectPriceLoginLinks(html, url, brand.pricesRequireLogin);
        expect(html, url).toContain('application/ld+json');
      }
      if (entry.id === 'category') {
        // The listing is server-rendered: tiles, count, pagination and breadcrumbs are in the HTML.
        const { totalCount } = (await server.inject('/api/v2/listing?category=cooking/ovens')).json<{ totalCount: number }>();
        expect(totalCount, url).toBeGreaterThan(0);
        expect(html.match(/<article[^>]*>/g)?.length, url).toBe(Math.min(24, totalCount));
        expect(html, url).toContain(totalCount > 24 ? `Showing 1–24 of ${totalCount} products` : `${totalCount} products`);
        expect(html, url).toContain('href="/p/');
        if (totalCount > 24) expect(html, url).toContain('aria-label="Pagination"');
        expect(html, url).toContain('"@type":"BreadcrumbList"');
        expectPriceLoginLinks(html, url, brand.pricesRequireLogin);
      }
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
    expectPriceLoginLinks(html, '/sale', BRANDS[app].pricesRequireLogin);
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
