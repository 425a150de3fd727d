import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config/env';
import { BRANDS } from '../../src/domain/brands';
import { pageServer } from '../support/page-server';

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);

describe('what crawlers fetch', () => {
  let server: FastifyInstance;
  const publicUrl = loadConfig({ APP: 'wa', NODE_ENV: 'test' }).publicUrl.replace(/\/+$/, '');

  beforeAll(async () => {
    server = await pageServer('wa');
  });
  afterAll(() => server.close());

  it('robots.txt points at the sitemap and keeps crawlers out of visitor pages, search submission and the API', async () => {
    const response = await server.inject('/robots.txt');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    const lines = response.body.split('\n');
    for (const path of ['/account', '/cart', '/customer', '/search-submit', '/api']) expect(lines).toContain(`Disallow: ${path}`);
    expect(lines).toContain(`Sitemap: ${publicUrl}/sitemap.xml`);
  });

  it('every address in the demo catalogue’s sitemaps is canonical and answers 200', { timeout: 600_000 }, async () => {
    const index = await server.inject('/sitemap.xml');
    expect(index.statusCode).toBe(200);
    expect(index.body).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const files = locs(index.body);
    expect(files.map((url) => url.replace(`${publicUrl}/sitemaps/`, ''))).toEqual([
      'pages.xml',
      'categories.xml',
      'brands.xml',
      'products-1.xml',
    ]);

    const pages: string[] = [];
    for (const file of files) {
      const sitemap = await server.inject(file.replace(publicUrl, ''));
      expect(sitemap.statusCode, file).toBe(200);
      const entries = sitemap.body.match(/<url>.*?<\/url>/g) ?? [];
      expect(entries.length, file).toBeGreaterThan(0);
      expect(entries.length, file).toBeLessThanOrEqual(50_000);
      for (const entry of entries) expect(entry, file).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/);
      pages.push(...locs(sitemap.body));
    }
    expect(new Set(pages).size).toBe(pages.length);
    const failures: string[] = [];
    for (const url of pages) {
      expect(url.startsWith(`${publicUrl}/`), url).toBe(true);
      const response = await server.inject(url.slice(publicUrl.length));
      if (response.statusCode !== 200) failures.push(`${response.statusCode} ${url}`);
    }
    expect(failures).toEqual([]);
  });

  it('answers 404 for a sitemap that does not exist', async () => {
    for (const path of ['/sitemaps/products-2.xml', '/sitemaps/nothing.xml', '/sitemaps/pages']) {
      expect((await server.inject(path)).statusCode, path).toBe(404);
    }
  });

  it(
    'lists only what a flavour sells: fk’s categories and brands all answer 200 and its products are its own',
    { timeout: 300_000 },
    async () => {
      const fk = await pageServer('fk');
      try {
        const sold = BRANDS.fk.navCategories;
        const categories = locs((await fk.inject('/sitemaps/categories.xml')).body);
        expect(categories.length).toBeGreaterThan(0);
        for (const url of categories) expect(sold, url).toContain(new URL(url).pathname.split('/')[2]);
        const brands = locs((await fk.inject('/sitemaps/brands.xml')).body);
        const failures: string[] = [];
        for (const url of [...categories, ...brands]) {
          const response = await fk.inject(new URL(url).pathname);
          if (response.statusCode !== 200) failures.push(`${response.statusCode} ${url}`);
        }
        expect(failures).toEqual([]);
        const products = locs((await fk.inject('/sitemaps/products-1.xml')).body);
        const all = locs((await server.inject('/sitemaps/products-1.xml')).body);
        expect(products.length).toBeGreaterThan(0);
        expect(products.length).toBeLessThan(all.length);
      } finally {
        await fk.close();
      }
    },
  );
});
