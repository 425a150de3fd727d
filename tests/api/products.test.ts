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
  type ProductResponse,
  type SpecificationGroup,
  type UpsellOptions,
} from '../../src/contracts/product-detail';
import { productDetailSchema, type ProductDetail } from '../../src/contracts/products';
import { analyticsEvents } from '../../src/db/schema';
import { insertBrand, insertCategory, insertProduct } from '../support/fixtures';
import { createTestApp, workerDatabase } from '../support/test-app';

const HISTORY = [
  { on: '2026-06-01', priceCents: 159_900 },
  { on: '2026-07-01', priceCents: 149_900 },
  { on: '2026-08-01', priceCents: 149_900 },
  { on: '2026-09-01', priceCents: 139_900 },
  { on: '2026-10-01', priceCents: 134_900 },
  { on: '2026-11-01', priceCents: 129_900 },
];
const SPECIFICATIONS = [
  { group: 'Dimensions', name: 'Height', value: '850 mm' },
  { group: 'Performance', name: 'Energy rating', value: '4 stars' },
  { group: 'Dimensions', name: 'Width', value: '600 mm' },
];
const FEATURES = [{ title: 'Quiet running', description: 'Runs at 42 dB.' }];
const IMAGES = [
  { url: '/media/fx/kitchen.jpg', thumbUrl: '/media/fx/kitchen-thumb.jpg', alt: 'In a kitchen', type: 1 },
  { url: '/media/fx/front.jpg', thumbUrl: '/media/fx/front-thumb.jpg', alt: 'Front', type: 0 },
];

/** A product of our own, in a category of its own with priced and unpriced neighbours. */
async function fixtureProduct() {
  const brand = await insertBrand({ name: 'Fixture Appliances' });
  const top = await insertCategory({ name: 'Fixture Kitchen' });
  const leaf = await insertCategory({ name: 'Fixture Dishwashers', parent: top });
  const row = await insertProduct({
    brandId: brand.id,
    categoryId: leaf.id,
    title: 'Fixture 60cm Dishwasher',
    description: 'A quiet dishwasher for a family kitchen.',
    priceCents: 129_900,
    rrpCents: 149_900,
    images: IMAGES,
    specifications: SPECIFICATIONS,
    features: FEATURES,
    history: HISTORY,
  });
  const near = await insertProduct({ brandId: brand.id, categoryId: leaf.id, priceCents: 119_900 });
  const far = await insertProduct({ brandId: brand.id, categoryId: leaf.id, priceCents: 399_900 });
  const unpriced = await insertProduct({ brandId: brand.id, categoryId: leaf.id, priceCents: null });
  const app = await createTestApp();
  const { product } = (await app.inject(`/api/v2/product/id/${row.id}/`)).json<ProductResponse>();
  return { app, row, product, brand, top, leaf, neighbours: { near, far, unpriced } };
}

describe('GET /api/v2/product/id/{id}/ and /sku/{sku}', () => {
  it('answers { product } by id and by SKU', async () => {
    const { app, row, product, brand, top, leaf } = await fixtureProduct();
    expect(productResponseSchema.parse({ product })).toBeTruthy();
    expect(product).toMatchObject({
      productId: row.id,
      sku: row.sku,
      title: 'Fixture 60cm Dishwasher',
      uri: `/p/${row.slug}`,
      price: 1299,
      rrp: 1499,
      discountOffRrp: 200,
      percentageDiscountOffRrp: 13,
      brand: { name: 'Fixture Appliances', slug: brand.slug, uri: `/brands/${brand.slug}` },
      image: IMAGES[1],
      images: IMAGES,
      categories: [
        { name: 'Fixture Kitchen', uri: `/c/${top.uri}` },
        { name: 'Fixture Dishwashers', uri: `/c/${leaf.uri}` },
      ],
      categorization: 'Fixture Kitchen/Fixture Dishwashers',
    });
    const bySku = await app.inject(`/api/v2/product/sku/${encodeURIComponent(product.sku)}`);
    expect(bySku.statusCode).toBe(200);
    expect(bySku.json<ProductResponse>().product).toEqual(product);
    expect((await app.inject(`/api/v2/product/id/${row.id}`)).json<ProductResponse>().product.productId).toBe(row.id);
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
    const { app, product } = await fixtureProduct();
    const today = await app.inject(`/api/v2/product/slug/${product.slug}`);
    expect(today.statusCode).toBe(200);
    const detail = productDetailSchema.parse(today.json<ProductDetail>());
    expect(detail).toEqual(product);
    const priceOn = async (date: string) =>
      (await app.inject(`/api/v2/product/slug/${product.slug}?date=${date}`)).json<ProductDetail>().price;
    expect(await priceOn('2026-6-1')).toBe(1599);
    expect(await priceOn('2026-09-15')).toBe(1399);
    expect(await priceOn('2026-11-30')).toBe(1299);
  });

  it('rejects a malformed or impossible date and answers 404 for an unknown slug', async () => {
    const { app, product } = await fixtureProduct();
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
    const { app, row } = await fixtureProduct();
    const res = await app.inject(`/api/v2/product/extended/id/${row.id}`);
    expect(res.statusCode).toBe(200);
    const extended = extendedProductSchema.parse(res.json<ExtendedProduct>());
    expect(extended.specifications).toEqual([
      {
        group: 'Dimensions',
        items: [
          { name: 'Height', value: '850 mm' },
          { name: 'Width', value: '600 mm' },
        ],
      },
      { group: 'Performance', items: [{ name: 'Energy rating', value: '4 stars' }] },
    ]);
    expect(extended.features).toEqual(FEATURES);
    expect((await app.inject('/api/v2/product/extended/id/999999')).statusCode).toBe(404);
    expect((await app.inject('/api/v2/product/extended/id/x')).statusCode).toBe(400);
  });

  it('answers features and specifications by id and by SKU alike', async () => {
    const { app, row, product } = await fixtureProduct();
    const byId = (await app.inject(`/api/v2/product/specifications/id/${row.id}`)).json<SpecificationGroup[]>();
    const bySku = (await app.inject(`/api/v2/product/specifications/sku/${product.sku}`)).json<SpecificationGroup[]>();
    expect(specificationGroupsSchema.parse(byId)).toEqual(bySku);
    expect(byId.map((g) => g.group)).toEqual(['Dimensions', 'Performance']);
    const featuresById = await app.inject(`/api/product/features/id/${row.id}`);
    expect(featuresById.statusCode).toBe(200);
    expect(featuresById.json()).toEqual(FEATURES);
    expect((await app.inject(`/api/product/features/sku/${product.sku}`)).json()).toEqual(featuresById.json());
    expect((await app.inject('/api/product/features/id/2147483648')).statusCode).toBe(400);
    expect((await app.inject('/api/product/features/sku/NOPE-1')).statusCode).toBe(404);
    expect((await app.inject('/api/v2/product/specifications/sku/NOPE-1')).statusCode).toBe(404);
  });
});

describe('GET /api/meta/product/{id}', () => {
  it('answers title, description, canonical path and a 1600x630 share image', async () => {
    const { app, row, product } = await fixtureProduct();
    const meta = productMetaSchema.parse((await app.inject(`/api/meta/product/${row.id}`)).json());
    expect(meta).toEqual({
      title: 'Fixture 60cm Dishwasher',
      description: 'A quiet dishwasher for a family kitchen.',
      canonicalPath: product.uri,
      ogImage: { url: '/media/fx/front.jpg', alt: 'Front', width: 1600, height: 630 },
    });
    expect((await app.inject('/api/meta/product/999999')).statusCode).toBe(404);
  });
});

describe('GET /api/v2/product/upselloptions/sku/{sku}', () => {
  it('offers other priced products of the same category', async () => {
    const { app, product, neighbours } = await fixtureProduct();
    const { products } = upsellOptionsSchema.parse(
      (await app.inject(`/api/v2/product/upselloptions/sku/${product.sku}`)).json<UpsellOptions>(),
    );
    // Closest in price first; the unpriced neighbour and the product itself are never offered.
    expect(products.map((p) => p.sku)).toEqual([neighbours.near.sku, neighbours.far.sku]);
    expect((await app.inject('/api/v2/product/upselloptions/sku/NOPE-1')).statusCode).toBe(404);
  });
});

describe('GET /api/pricehistory/get-price-history/{sku}', () => {
  it('answers six dated prices, oldest first, ending at today’s price', async () => {
    const { app, product } = await fixtureProduct();
    const history = priceHistorySchema.parse((await app.inject(`/api/pricehistory/get-price-history/${product.sku}`)).json());
    expect(history).toEqual({ sku: product.sku, points: HISTORY.map((h) => ({ date: h.on, price: h.priceCents / 100 })) });
    expect(history.points.at(-1)!.price).toBe(product.price);
    expect((await app.inject('/api/pricehistory/get-price-history/NOPE-1')).statusCode).toBe(404);
  });
});

describe('GET /api/analytics/product-load-event', () => {
  it('stores the event and answers 204', async () => {
    const { app, row } = await fixtureProduct();
    const res = await app.inject(`/api/analytics/product-load-event?productId=${row.id}`);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    const { db } = await workerDatabase();
    const events = await db.select().from(analyticsEvents);
    expect(events.filter((e) => e.type === 'product-load' && e.payload.productId === row.id)).toHaveLength(1);
  });

  it('rejects a missing, malformed or unknown product id', async () => {
    const app = await createTestApp();
    expect((await app.inject('/api/analytics/product-load-event')).statusCode).toBe(400);
    expect((await app.inject('/api/analytics/product-load-event?productId=abc')).statusCode).toBe(400);
    expect((await app.inject('/api/analytics/product-load-event?productId=2147483648')).statusCode).toBe(400);
    expect((await app.inject('/api/analytics/product-load-event?productId=999999')).statusCode).toBe(404);
  });
});
