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
function sampleUrl(entry: RouteEntry, store: Store, productUri: string, app: AppId): string {
  const samples: Record<string, string> = {
    'virtual-tour-store': `/virtual-tour/${store.storeUri}`,
    store: `/stores/${store.storeUri}`,
    static: '/s/storage-terms',
    // A category the flavour sells: others are not its pages (fk sells furniture, not ovens).
    category: `/c/${BRANDS[app].navCategories[0]}`,
    brand: '/brands/miele',
    promotion: '/promotion/miele-cashback-2026',
    search: '/search/oven',
    product: productUri,
    'not-found': '/no-such-page-anywhere',
  };
  return samples[entry.id] ?? `/${entry.path.replace(/:\w+/g, 'sample')}`;
}

function expectedStatus(entry: RouteEntry, app: AppId): number {
  if (entry.id === 'search-redirect') return 301;
  if (entry.id === 'not-found' || entry.id === 'error-page') return 404;
  // The trade flavours turn the compare page off (ComparePageEnabled): it does not exist there.
  if (entry.id === 'compare' && (app === 'wac' || app === 'aoc')) return 404;
  return 200;
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
      const url = sampleUrl(entry, store, productUri, app);
      const response = await server.inject(url);
      expect(response.statusCode, url).toBe(expectedStatus(entry, app));
      if (response.statusCode >= 300 && response.statusCode < 400) {
        expect(response.headers.location, url).toBe('/products');
        continue;
      }
      const html = response.body;
      expect(html, url).toContain(`<html lang="${brand.locale}"`);
      expect(html, url).toContain(`data-app="${brand.app}"`);
      if (response.statusCode === 200) expect(html, url).toContain(`data-page-type="${entry.pageType}"`);
      expect(html, url).toMatch(/<h1[^>]*>/);
      expect(html, url).toContain(brand.companyName.replace(/&/g, '&amp;'));
      expect(response.headers['content-security-policy'], url).toMatch(/script-src 'self' 'nonce-/);
      if (entry.id === 'product') {
        // The commercial flavour hides prices until login (document 3 section 2).
        if (brand.pricesRequireLogin) expect(html, url).toContain('LOG IN for Price');
        else expect(html, url).not.toContain('LOG IN for Price');
        expect(html, url).toContain('application/ld+json');
      }
      if (entry.id === 'category') {
        // The listing is server-rendered: tiles, count, pagination and breadcrumbs are in the HTML.
        const { totalCount } = (await server.inject(`/api/v2/listing?category=${brand.navCategories[0]}`)).json<{ totalCount: number }>();
        expect(totalCount, url).toBeGreaterThan(0);
        expect(html.match(/<article[^>]*>/g)?.length, url).toBe(Math.min(24, totalCount));
        expect(html, url).toContain(totalCount > 24 ? `Showing 1–24 of ${totalCount} products` : `${totalCount} products`);
        expect(html, url).toContain('href="/p/');
        if (totalCount > 24) expect(html, url).toContain('aria-label="Pagination"');
        expect(html, url).toContain('"@type":"BreadcrumbList"');
        if (brand.pricesRequireLogin) expect(html, url).toContain('LOG IN for Price');
        else expect(html, url).not.toContain('LOG IN for Price');
      }
    }
  });
});
