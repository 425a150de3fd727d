import { describe, expect, it } from 'vitest';
import type { ErrorBody } from '../../src/contracts/errors';
import type { ListingPage } from '../../src/contracts/listing';
import type { ProductSummary } from '../../src/contracts/products';
import type { SearchPage, SuggestResponse } from '../../src/contracts/search';
import { createTestApp } from '../support/test-app';

describe('GET /api/v3/search', () => {
  it('finds Miele ovens despite typos in both words', async () => {
    const app = await createTestApp();
    const res = await app.inject('/api/v3/search?searchTerm=mielle%20ovn&isAutoCorrectEnabled=true&limit=5');
    expect(res.statusCode).toBe(200);
    const { results } = res.json<SuggestResponse>();
    expect(results.products.length).toBeGreaterThan(0);
    for (const product of results.products) {
      expect(product).toMatchObject({ type: 'product', url: expect.stringMatching(/^\/p\//) });
      expect(product.text).toMatch(/^Miele .*Oven/);
    }
    expect(results.suggestions).toContainEqual({ type: 'term', text: 'Miele', url: '/brands/miele' });
  });

  it('finds products by a SKU prefix', async () => {
    const app = await createTestApp();
    const page = (await app.inject('/api/v2/listing?brand=miele&pageSize=1')).json<ListingPage>();
    const sku = page.products[0]!.sku;
    const prefix = sku.slice(0, 3);
    const { results } = (await app.inject(`/api/v3/search?searchTerm=${encodeURIComponent(prefix)}&limit=24`)).json<SuggestResponse>();
    expect(results.products.map((p) => p.url)).toContain(page.products[0]!.uri);
  });

  it('suggests categories and limits products', async () => {
    const app = await createTestApp();
    const { results } = (await app.inject('/api/v3/search?searchTerm=fridge&limit=3')).json<SuggestResponse>();
    expect(results.products).toHaveLength(3);
    expect(results.suggestions.some((s) => s.url.startsWith('/c/refrigeration'))).toBe(true);
  });

  it('answers 400 for too short, too long, markup-only or missing terms and a bad limit', async () => {
    const app = await createTestApp();
    for (const url of [
      '/api/v3/search?searchTerm=a',
      '/api/v3/search?searchTerm=%20%20x%20',
      `/api/v3/search?searchTerm=${'a'.repeat(101)}`,
      '/api/v3/search?searchTerm=%3Cb%3E%3C%2Fb%3E',
      '/api/v3/search',
      '/api/v3/search?searchTerm=oven&limit=abc',
      '/api/v3/search?searchTerm=oven&limit=0',
    ]) {
      const res = await app.inject(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json<ErrorBody>().errors.length, url).toBeGreaterThan(0);
    }
    const short = (await app.inject('/api/v3/search?searchTerm=a')).json<ErrorBody>();
    expect(short.errors.join(' ')).toContain('at least 2 characters');
  });

  it('never fails on odd characters', async () => {
    const app = await createTestApp();
    for (const term of ["o'brien & sons", '50% off', 'a_b\\c', '!!! ???', '(oven) | !fridge', 'ñandú 中文', '\u0001\u0002ov']) {
      const res = await app.inject(`/api/v3/search?searchTerm=${encodeURIComponent(term)}`);
      expect([200, 400], term).toContain(res.statusCode);
    }
  });
});

describe('GET /api/search/products', () => {
  it('answers the older server shape', async () => {
    const app = await createTestApp();
    const res = await app.inject('/api/search/products?searchTerms=oven');
    expect(res.statusCode).toBe(200);
    const body = res.json<{ Results: { SearchSuggestions: unknown[]; ProductResults: { Name: string; Url: string }[] } }>();
    expect(body.Results.ProductResults.length).toBeGreaterThan(0);
    expect(body.Results.ProductResults[0]).toMatchObject({ Name: expect.any(String), Url: expect.stringMatching(/^\/p\//) });
    expect((await app.inject('/api/search/products?searchTerms=x')).statusCode).toBe(400);
  });
});

describe('GET /api/v2/sitesearch/{type}/{term}', () => {
  it('pages results with facets, in both spellings', async () => {
    const app = await createTestApp();
    const first = (await app.inject('/api/v2/sitesearch/f/oven?pageSize=5')).json<SearchPage>();
    expect(first).toMatchObject({ page: 1, pageSize: 5, sort: 'relevance', searchTerm: 'oven', correctedTerm: null });
    expect(first.products).toHaveLength(5);
    expect(first.totalCount).toBeGreaterThan(5);
    expect(first.facets.brands.reduce((n, b) => n + b.count, 0)).toBe(first.totalCount);
    expect(first.facets.priceRanges.length).toBeGreaterThan(2);
    const second = (await app.inject('/api/v2/SiteSearch/p/oven?pageSize=5&page=2&fallback=&location=&wid=true')).json<SearchPage>();
    expect(second.page).toBe(2);
    expect(second.products.map((p) => p.sku)).not.toContain(first.products[0]!.sku);
  });

  it('sorts by price and filters by brand and price', async () => {
    const app = await createTestApp();
    const asc = (await app.inject('/api/v2/sitesearch/p/oven?sort=price-asc&pageSize=50')).json<SearchPage>();
    const prices = asc.products.map((p) => p.price).filter((p): p is number => p !== null);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const desc = (await app.inject('/api/v2/sitesearch/p/oven?sort=price-desc&pageSize=5')).json<SearchPage>();
    expect(desc.products[0]!.price).toBe(Math.max(...asc.products.map((p) => p.price ?? 0)));
    const miele = (await app.inject('/api/v2/sitesearch/p/oven?brands=miele&minPrice=1000&maxPrice=5000')).json<SearchPage>();
    expect(miele.products.length).toBeGreaterThan(0);
    for (const p of miele.products) {
      expect(p.brand.slug).toBe('miele');
      expect(p.price).toBeGreaterThanOrEqual(1000);
      expect(p.price).toBeLessThanOrEqual(5000);
    }
  });

  it('reports a corrected term', async () => {
    const app = await createTestApp();
    const page = (await app.inject('/api/v2/sitesearch/f/mielle%20ovn')).json<SearchPage>();
    expect(page.correctedTerm).toBe('miele oven');
    expect(page.totalCount).toBeGreaterThan(0);
  });

  it('answers 400 for bad input', async () => {
    const app = await createTestApp();
    for (const url of [
      '/api/v2/sitesearch/f/a',
      '/api/v2/sitesearch/f/oven?sort=cheapest',
      '/api/v2/sitesearch/f/oven?page=0',
      '/api/v2/sitesearch/f/oven?pageSize=1000',
      '/api/v2/sitesearch/f/oven?minPrice=-5',
      '/api/v2/sitesearch/f/oven?minPrice=abc',
      '/api/v2/sitesearch/f%20x/oven',
    ]) {
      expect((await app.inject(url)).statusCode, url).toBe(400);
    }
  });
});

describe('search-url calls', () => {
  it('sends categories, brands and SKUs to their pages, anything else to the results', async () => {
    const app = await createTestApp();
    const url = async (path: string) => (await app.inject(path)).json<{ url: string }>().url;
    expect(await url('/api/v2/sitesearch/search-url?searchterms=Fridges')).toBe('/c/refrigeration/fridges');
    expect(await url('/api/v2/sitesearch/search-url?searchterms=miele')).toBe('/brands/miele');
    const [product] = (await app.inject('/api/v2/listing?brand=bosch&pageSize=1')).json<ListingPage>().products as [ProductSummary];
    expect(await url(`/api/v2/product/search-url?SearchTerm=${product.sku.toLowerCase()}`)).toBe(product.uri);
    expect(await url('/api/v2/product/search-url?SearchTerm=quiet%20oven')).toBe('/search/quiet%20oven');
    expect((await app.inject('/api/v2/product/search-url?SearchTerm=')).statusCode).toBe(400);
    expect((await app.inject('/api/v2/sitesearch/search-url')).statusCode).toBe(400);
  });
});

describe('search term sanitising on the server', () => {
  it('cleans terms by the search bar rule, and brand or category names still resolve without their punctuation', async () => {
    const app = await createTestApp();
    const url = async (term: string) =>
      (await app.inject(`/api/v2/sitesearch/search-url?searchterms=${encodeURIComponent(term)}`)).json<{ url: string }>().url;
    expect(await url('Fisher & Paykel')).toBe('/brands/fisher-paykel');
    expect(await url('fisher paykel')).toBe('/brands/fisher-paykel');
    expect(await url("De'Longhi")).toBe('/brands/delonghi');
    expect(await url('heating & cooling')).toMatch(/^\/c\/heating-cooling/);
    expect(await url('quiet;oven..<b>deal</b>')).toBe('/search/quiet%20oven%20deal');
    expect(await url('50% off!')).toBe('/search/50%20off');
  });
});

describe('staff autocomplete', () => {
  it('answers brands, categories and products containing the text', async () => {
    const app = await createTestApp();
    expect((await app.inject('/api/brand/autocomplete/mie')).json()).toContainEqual({ name: 'Miele', slug: 'miele' });
    const cats = (await app.inject('/api/category/autocomplete/fridg')).json<{ name: string; uri: string }[]>();
    expect(cats.length).toBeGreaterThan(0);
    for (const c of cats) expect(c.name.toLowerCase()).toContain('fridg');
    const products = (await app.inject('/api/product/search/oven')).json<ProductSummary[]>();
    expect(products.length).toBeGreaterThan(0);
    expect(products.length).toBeLessThanOrEqual(10);
    expect((await app.inject('/api/brand/autocomplete/x')).statusCode).toBe(400);
  });
});
