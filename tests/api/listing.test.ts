import { describe, expect, it } from 'vitest';
import type { ErrorBody } from '../../src/contracts/errors';
import type { ListingPage, PromotionSummary, PromotionWithProducts, SaleWithProducts } from '../../src/contracts/listing';
import { dollarsToCents } from '../../src/domain/money';
import { isNotableDiscount } from '../../src/domain/price-display';
import type { ProductPage } from '../../src/contracts/search';
import { createTestApp } from '../support/test-app';

describe('GET /api/v2/listing', () => {
  it('lists a top-level category with its subcategories’ products and facets', async () => {
    const app = await createTestApp();
    const top = (await app.inject('/api/v2/listing?category=refrigeration&pageSize=100')).json<ListingPage>();
    expect(top.subject).toEqual({ kind: 'category', name: expect.any(String), uri: '/c/refrigeration' });
    expect(top.totalCount).toBeGreaterThan(0);
    expect(top.facets.categories.length).toBeGreaterThan(1);
    const leaf = (await app.inject('/api/v2/listing?category=refrigeration/fridges&pageSize=100')).json<ListingPage>();
    expect(leaf.totalCount).toBeGreaterThan(0);
    expect(leaf.totalCount).toBeLessThan(top.totalCount);
    for (const p of leaf.products) expect(top.products.map((t) => t.sku).concat(top.totalCount > 100 ? [p.sku] : [])).toContain(p.sku);
  });

  it('pages without overlap and filters by brand', async () => {
    const app = await createTestApp();
    const one = (await app.inject('/api/v2/listing?category=cooking&pageSize=10&page=1')).json<ListingPage>();
    const two = (await app.inject('/api/v2/listing?category=cooking&pageSize=10&page=2')).json<ListingPage>();
    expect(two.totalCount).toBe(one.totalCount);
    const firstSkus = new Set(one.products.map((p) => p.sku));
    for (const p of two.products) expect(firstSkus.has(p.sku)).toBe(false);
    const brand = one.facets.brands[0]!;
    const filtered = (await app.inject(`/api/v2/listing?category=cooking&brands=${brand.slug}&pageSize=100`)).json<ListingPage>();
    expect(filtered.totalCount).toBe(brand.count);
    for (const p of filtered.products) expect(p.brand.slug).toBe(brand.slug);
  });

  it('lists a promotion’s products', async () => {
    const app = await createTestApp();
    const page = (await app.inject('/api/v2/listing?promotion=miele-cashback-2026')).json<ListingPage>();
    expect(page.subject.kind).toBe('promotion');
    expect(page.totalCount).toBeGreaterThan(0);
    for (const p of page.products) expect(p.brand.slug).toBe('miele');
  });

  it('answers 404 for an unknown page and 400 for bad input', async () => {
    const app = await createTestApp();
    expect((await app.inject('/api/v2/listing?category=no-such')).statusCode).toBe(404);
    expect((await app.inject('/api/v2/listing?brand=no-such')).statusCode).toBe(404);
    expect((await app.inject('/api/v2/listing?promotion=no-such')).statusCode).toBe(404);
    for (const url of [
      '/api/v2/listing',
      '/api/v2/listing?category=cooking&brand=miele',
      '/api/v2/listing?category=cooking&page=-1',
      '/api/v2/listing?category=cooking&sort=popular',
      '/api/v2/listing?category=cooking&maxPrice=lots',
    ]) {
      const res = await app.inject(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json<ErrorBody>().errors.length).toBeGreaterThan(0);
    }
  });
});

describe('GET /api/v2/listing/all', () => {
  it('pages the whole catalogue with facets, filters and sorts', async () => {
    const app = await createTestApp();
    const all = (await app.inject('/api/v2/listing/all?pageSize=5')).json<ProductPage>();
    expect(all.totalCount).toBe(400);
    expect(all.products).toHaveLength(5);
    expect(all.facets.brands.reduce((n, b) => n + b.count, 0)).toBe(all.totalCount);
    const cheap = (await app.inject('/api/v2/listing/all?maxPrice=499.99&sort=price-desc&pageSize=100')).json<ProductPage>();
    expect(cheap.totalCount).toBe(all.facets.priceRanges[0]!.count);
    const prices = cheap.products.map((p) => p.price!);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
    for (const price of prices) expect(price).toBeLessThanOrEqual(499.99);
    expect((await app.inject('/api/v2/listing/all?page=0')).statusCode).toBe(400);
  });
});

describe('brands and promotions', () => {
  it('lists every brand with its product count', async () => {
    const app = await createTestApp();
    const brands = (await app.inject('/api/brands')).json<{ name: string; slug: string; uri: string; productCount: number }[]>();
    expect(brands.length).toBeGreaterThan(20);
    const total = brands.reduce((n, b) => n + b.productCount, 0);
    expect(total).toBe(400);
    const miele = brands.find((b) => b.slug === 'miele')!;
    const listing = (await app.inject('/api/v2/listing?brand=miele')).json<ListingPage>();
    expect(miele.productCount).toBe(listing.totalCount);
  });

  it('lists running promotions and one with its products', async () => {
    const app = await createTestApp({ now: () => new Date('2026-11-21T00:00:00Z') });
    const promotions = (await app.inject('/api/promotions')).json<PromotionSummary[]>();
    expect(promotions.length).toBeGreaterThan(0);
    const first = promotions[0]!;
    const res = await app.inject(`/api/promotion/${first.path}`);
    expect(res.statusCode).toBe(200);
    const body = res.json<PromotionWithProducts>();
    expect(body.promotion.path).toBe(first.path);
    expect(body.products.length).toBeLessThanOrEqual(body.totalCount);
    // The promotion page filters like a listing: brand facets count its products, and a brand filter narrows them.
    expect(body.facets.brands.reduce((n, b) => n + b.count, 0)).toBe(body.totalCount);
    const brand = body.facets.brands[0]!;
    const filtered = (await app.inject(`/api/promotion/${first.path}?brands=${brand.slug}&sort=price-asc`)).json<PromotionWithProducts>();
    expect(filtered).toMatchObject({ totalCount: brand.count, sort: 'price-asc' });
    expect((await app.inject('/api/promotion/no-such-promotion')).statusCode).toBe(404);
    expect((await app.inject('/api/promotion/bad%20path!')).statusCode).toBe(400);
  });
});

describe('GET /api/v2/listing/sale', () => {
  // The seeded Black Friday sale runs 20 November to 2 December 2026.
  const duringTheSale = () => new Date('2026-11-25T01:00:00Z');

  it('answers the running sale and the products notably marked down from their RRP (5% or $200)', async () => {
    const app = await createTestApp({ now: duringTheSale });
    const response = await app.inject('/api/v2/listing/sale?pageSize=100&sort=price-asc');
    expect(response.statusCode).toBe(200);
    const page = response.json<SaleWithProducts>();
    expect(page.sale).toMatchObject({ isSaleOn: true, name: 'Black Friday Sale', url: '/sale' });
    expect(page.sale.images.homePageBanner?.src).toMatch(/\.svg$/);
    expect(page.totalCount).toBeGreaterThan(0);
    expect(page.products.length).toBe(Math.min(100, page.totalCount));
    for (const p of page.products) {
      expect(isNotableDiscount(dollarsToCents(p.price!), dollarsToCents(p.rrp!)), p.sku).toBe(true);
    }
    // Exactly the catalogue's notably discounted products, no more and no fewer.
    const everything = async (path: string, total: number) =>
      (
        await Promise.all(
          Array.from(
            { length: Math.ceil(total / 100) },
            async (_, i) => (await app.inject(`${path}?pageSize=100&page=${i + 1}`)).json<ProductPage>().products,
          ),
        )
      ).flat();
    const catalogueTotal = (await app.inject('/api/v2/listing/all?pageSize=1')).json<ProductPage>().totalCount;
    const notable = (await everything('/api/v2/listing/all', catalogueTotal)).filter(
      (p) => p.price != null && p.rrp != null && isNotableDiscount(dollarsToCents(p.price), dollarsToCents(p.rrp)),
    );
    const onSale = await everything('/api/v2/listing/sale', page.totalCount);
    expect(onSale.map((p) => p.sku).sort()).toEqual(notable.map((p) => p.sku).sort());
  });

  it('filters and facets the products on sale like any listing', async () => {
    const app = await createTestApp({ now: duringTheSale });
    const page = (await app.inject('/api/v2/listing/sale')).json<SaleWithProducts>();
    const brand = page.facets.brands[0]!;
    expect(page.facets.categories.length).toBeGreaterThan(0);
    const filtered = (await app.inject(`/api/v2/listing/sale?brands=${brand.slug}&pageSize=100`)).json<SaleWithProducts>();
    expect(filtered.totalCount).toBe(brand.count);
    for (const p of filtered.products) expect(p.brand.slug).toBe(brand.slug);
    const bad = await app.inject('/api/v2/listing/sale?page=0');
    expect(bad.statusCode).toBe(400);
  });

  it('answers 404 when no sale is on', async () => {
    const app = await createTestApp({ now: () => new Date('2026-12-10T01:00:00Z') });
    const response = await app.inject('/api/v2/listing/sale');
    expect(response.statusCode).toBe(404);
    expect(response.json<ErrorBody>().errors).toEqual(['A running sale was not found.']);
  });
});
