import { describe, expect, it } from 'vitest';
import type { ErrorBody } from '../../src/contracts/errors';
import {
  extendedProductSchema,
  priceHistorySchema,
  productMetaSchema,
  productResponseSchema,
  specificationGroupsSchema,
  upsellOptionsSchema,
  type ExtendedProduct,
  type PriceHistory,
  type ProductResponse,
  type SpecificationGroup,
  type UpsellOptions,
} from '../../src/contracts/product-detail';
import { productDetailSchema, type ProductDetail } from '../../src/contracts/products';
import { analyticsEvents } from '../../src/db/schema';
import { createTestApp, workerDatabase } from '../support/test-app';

async function firstProduct() {
  const app = await createTestApp();
  const { product } = (await app.inject('/api/v2/product/id/1/')).json<ProductResponse>();
  return { app, product };
}

describe('GET /api/v2/product/id/{id}/ and /sku/{sku}', () => {
  it('answers { product } by id and by SKU', async () => {
    const { app, product } = await firstProduct();
    expect(productResponseSchema.parse({ product })).toBeTruthy();
    expect(product.productId).toBe(1);
    expect(product.uri).toBe(`/p/${product.slug}`);
    expect(product.categories.length).toBeGreaterThan(0);
    expect(product.categorization).toBe(product.categories.map((c) => c.name).join('/'));
    const bySku = await app.inject(`/api/v2/product/sku/${encodeURIComponent(product.sku)}`);
    expect(bySku.statusCode).toBe(200);
    expect(bySku.json<ProductResponse>().product).toEqual(product);
    expect((await app.inject('/api/v2/product/id/1')).json<ProductResponse>().product.productId).toBe(1);
  });

  it('answers 404 for unknown products and 400 for malformed or oversized ids', async () => {
    const app = await createTestApp();
    const missing = await app.inject('/api/v2/product/id/999999/');
    expect(missing.statusCode).toBe(404);
    expect(missing.json<ErrorBody>()).toMatchObject({ status: 404, errors: [expect.stringContaining('999999')] });
    expect((await app.inject('/api/v2/product/sku/NO-SUCH-SKU')).statusCode).toBe(404);
    for (const bad of ['abc', '0', '-1', '2147483648', '99999999999', '1.5']) {
      const res = await app.inject(`/api/v2/product/id/${bad}/`);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json<ErrorBody>().errors[0]).toMatch(/whole number/);
    }
    expect((await app.inject('/api/v2/product/id/2147483647/')).statusCode).toBe(404);
    expect((await app.inject(`/api/v2/product/sku/${'A'.repeat(80)}`)).statusCode).toBe(400);
    expect((await app.inject('/api/v2/product/sku/semi;colon')).statusCode).toBe(400);
  });
});

describe('GET /api/v2/product/slug/{slug}', () => {
  it('answers the product page’s data and prices it as on a given day', async () => {
    const { app, product } = await firstProduct();
    const today = await app.inject(`/api/v2/product/slug/${product.slug}`);
    expect(today.statusCode).toBe(200);
    const detail = productDetailSchema.parse(today.json<ProductDetail>());
    expect(detail).toEqual(product);
    const history = (await app.inject(`/api/pricehistory/get-price-history/${product.sku}`)).json<PriceHistory>();
    const first = history.points[0]!;
    const [y, m, d] = first.date.split('-').map(Number);
    const then = (await app.inject(`/api/v2/product/slug/${product.slug}?date=${y}-${m}-${d}`)).json<ProductDetail>();
    expect(then.price).toBe(first.price);
  });

  it('rejects a malformed or impossible date and answers 404 for an unknown slug', async () => {
    const { app, product } = await firstProduct();
    for (const date of ['2026-13-01', '2026-2-30', 'yesterday', '26-1-1', '1800-01-01']) {
      const res = await app.inject(`/api/v2/product/slug/${product.slug}?date=${date}`);
      expect(res.statusCode, date).toBe(400);
      expect(res.json<ErrorBody>().errors.join(' ')).toMatch(/date/);
    }
    expect((await app.inject('/api/v2/product/slug/no-such-product-anywhere')).statusCode).toBe(404);
    expect((await app.inject('/api/v2/product/slug/%3Cscript%3E')).statusCode).toBe(400);
  });
});

describe('product features and specifications', () => {
  it('answers the extended product with grouped specifications and features', async () => {
    const { app } = await firstProduct();
    const res = await app.inject('/api/v2/product/extended/id/1');
    expect(res.statusCode).toBe(200);
    const extended = extendedProductSchema.parse(res.json<ExtendedProduct>());
    expect(extended.specifications.length).toBeGreaterThan(0);
    expect(new Set(extended.specifications.map((g) => g.group)).size).toBe(extended.specifications.length);
    expect((await app.inject('/api/v2/product/extended/id/999999')).statusCode).toBe(404);
    expect((await app.inject('/api/v2/product/extended/id/x')).statusCode).toBe(400);
  });

  it('answers features and specifications by id and by SKU alike', async () => {
    const { app, product } = await firstProduct();
    const byId = (await app.inject('/api/v2/product/specifications/id/1')).json<SpecificationGroup[]>();
    const bySku = (await app.inject(`/api/v2/product/specifications/sku/${product.sku}`)).json<SpecificationGroup[]>();
    expect(specificationGroupsSchema.parse(byId)).toEqual(bySku);
    const featuresById = await app.inject('/api/product/features/id/1');
    expect(featuresById.statusCode).toBe(200);
    expect((await app.inject(`/api/product/features/sku/${product.sku}`)).json()).toEqual(featuresById.json());
    expect((await app.inject('/api/product/features/id/2147483648')).statusCode).toBe(400);
    expect((await app.inject('/api/product/features/sku/NOPE-1')).statusCode).toBe(404);
    expect((await app.inject('/api/v2/product/specifications/sku/NOPE-1')).statusCode).toBe(404);
  });
});

describe('GET /api/meta/product/{id}', () => {
  it('answers title, description, canonical path and a 1600x630 share image', async () => {
    const { app, product } = await firstProduct();
    const meta = productMetaSchema.parse((await app.inject('/api/meta/product/1')).json());
    expect(meta).toMatchObject({ title: product.title, canonicalPath: product.uri, ogImage: { width: 1600, height: 630 } });
    expect(meta.description.length).toBeLessThanOrEqual(155);
    expect((await app.inject('/api/meta/product/999999')).statusCode).toBe(404);
  });
});

describe('GET /api/v2/product/upselloptions/sku/{sku}', () => {
  it('offers other priced products of the same category', async () => {
    const { app, product } = await firstProduct();
    const { products } = upsellOptionsSchema.parse(
      (await app.inject(`/api/v2/product/upselloptions/sku/${product.sku}`)).json<UpsellOptions>(),
    );
    expect(products.length).toBeGreaterThan(0);
    expect(products.length).toBeLessThanOrEqual(4);
    const leaf = product.categories.at(-1)!.uri;
    for (const other of products) {
      expect(other.sku).not.toBe(product.sku);
      expect(other.price).not.toBeNull();
      const { product: full } = (await app.inject(`/api/v2/product/sku/${other.sku}`)).json<ProductResponse>();
      expect(full.categories.at(-1)!.uri).toBe(leaf);
    }
    expect((await app.inject('/api/v2/product/upselloptions/sku/NOPE-1')).statusCode).toBe(404);
  });
});

describe('GET /api/pricehistory/get-price-history/{sku}', () => {
  it('answers six dated prices, oldest first, ending at today’s price', async () => {
    const { app, product } = await firstProduct();
    const history = priceHistorySchema.parse((await app.inject(`/api/pricehistory/get-price-history/${product.sku}`)).json());
    expect(history.sku).toBe(product.sku);
    if (product.price !== null && product.price > 0) {
      expect(history.points).toHaveLength(6);
      expect([...history.points].sort((a, b) => a.date.localeCompare(b.date))).toEqual(history.points);
      expect(history.points.at(-1)!.price).toBe(product.price);
      for (const point of history.points) expect(point.price).toBeGreaterThanOrEqual(product.price);
    }
    expect((await app.inject('/api/pricehistory/get-price-history/NOPE-1')).statusCode).toBe(404);
  });
});

describe('GET /api/analytics/product-load-event', () => {
  it('stores the event and answers 204', async () => {
    const app = await createTestApp();
    const res = await app.inject('/api/analytics/product-load-event?productId=1');
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    const { db } = await workerDatabase();
    const events = await db.select().from(analyticsEvents);
    expect(events.some((e) => e.type === 'product-load' && e.payload.productId === 1)).toBe(true);
  });

  it('rejects a missing, malformed or unknown product id', async () => {
    const app = await createTestApp();
    expect((await app.inject('/api/analytics/product-load-event')).statusCode).toBe(400);
    expect((await app.inject('/api/analytics/product-load-event?productId=abc')).statusCode).toBe(400);
    expect((await app.inject('/api/analytics/product-load-event?productId=2147483648')).statusCode).toBe(400);
    expect((await app.inject('/api/analytics/product-load-event?productId=999999')).statusCode).toBe(404);
  });
});
