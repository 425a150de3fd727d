import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRIVATE_PAGE_CACHE_CONTROL, SHARED_PAGE_CACHE_CONTROL } from '../../src/server/page-cache-policy';
import { pageServer } from '../support/page-server';

/** What a CDN or shared cache in front of the storefront is told it may keep (ADR 0022). */
describe('cache headers of rendered pages', () => {
  let server: FastifyInstance;
  let productUri: string;

  beforeAll(async () => {
    server = await pageServer('wa');
    productUri = (await server.inject('/api/v2/product/id/1/')).json<{ product: { uri: string } }>().product.uri;
  });
  afterAll(() => server.close());

  it('lets shared caches keep anonymous catalogue pages, varying on cookies', async () => {
    for (const url of ['/', '/c/kitchen', productUri, '/brands/miele', '/stores']) {
      const response = await server.inject(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe(SHARED_PAGE_CACHE_CONTROL);
      expect(String(response.headers.vary), url).toMatch(/\bCookie\b/i);
    }
  });

  it('still shares a page when the only cookies are ones the page does not read', async () => {
    const response = await server.inject({ url: '/', headers: { cookie: '_ga=GA1.1.1; theme=dark' } });
    expect(response.headers['cache-control']).toBe(SHARED_PAGE_CACHE_CONTROL);
  });

  it('keeps a page private when the visitor has a store, a location or a compare list', async () => {
    for (const cookie of ['store=1', 'locality=2', 'locationCode=NSW_METRO', 'wau=0123456789abcdef0123']) {
      const response = await server.inject({ url: '/', headers: { cookie: `_ga=1; ${cookie}` } });
      expect(response.headers['cache-control'], cookie).toBe(PRIVATE_PAGE_CACHE_CONTROL);
    }
  });

  it('never shares account, checkout, compare or missing pages', async () => {
    for (const url of ['/account', '/customer/checkout', '/compare', '/no-such-page-anywhere']) {
      const response = await server.inject(url);
      expect(response.headers['cache-control'], url).toBe(PRIVATE_PAGE_CACHE_CONTROL);
    }
  });
});
