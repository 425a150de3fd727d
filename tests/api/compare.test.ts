import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { CompareDetail, CompareDetails, CompareList } from '../../src/contracts/compare';
import type { ErrorBody } from '../../src/contracts/errors';
import type { ProductSummary } from '../../src/contracts/products';
import { insertProducts } from '../support/fixtures';
import { createTestApp } from '../support/test-app';

const cookieOf = (setCookie: string | string[] | undefined) =>
  (Array.isArray(setCookie) ? setCookie : [setCookie ?? '']).map((c) => c.split(';')[0]).join('; ');

/** SKUs of `n` products the test writes itself. */
async function someSkus(n: number): Promise<string[]> {
  return (await insertProducts(n)).map((p) => p.sku);
}

async function visitor(app: FastifyInstance): Promise<string> {
  const res = await app.inject('/api/compare/');
  expect(res.statusCode).toBe(200);
  const setCookie = res.headers['set-cookie'];
  expect(String(setCookie)).toMatch(/wau=[^;]+;/i);
  return cookieOf(setCookie);
}

describe('compare list', () => {
  it('starts empty, adds up to three, refuses a fourth with limit', async () => {
    const app = await createTestApp();
    const cookie = await visitor(app);
    const skus = await someSkus(4);
    const add = (sku: string) => app.inject({ method: 'POST', url: '/api/compare/product/', headers: { cookie }, payload: { sku } });
    for (const [i, sku] of skus.slice(0, 3).entries()) {
      const res = await add(sku);
      expect(res.statusCode).toBe(200);
      expect(res.json<CompareList>().skus).toEqual(skus.slice(0, i + 1));
    }
    const again = await add(skus[1]!);
    expect(again.statusCode).toBe(200);
    expect(again.json<CompareList>().skus).toEqual(skus.slice(0, 3));
    const fourth = await add(skus[3]!);
    expect(fourth.statusCode).toBe(400);
    expect(fourth.json<ErrorBody>().errors).toEqual(['limit']);
    const list = (await app.inject({ url: '/api/compare/', headers: { cookie } })).json<CompareList>();
    expect(list.products.map((p) => p.sku)).toEqual(skus.slice(0, 3));
    expect(list.limit).toBe(3);

    const removed = await app.inject({
      method: 'DELETE',
      url: `/api/compare/product/${encodeURIComponent(skus[0]!)}`,
      headers: { cookie },
    });
    expect(removed.json<CompareList>().skus).toEqual(skus.slice(1, 3));
    expect((await add(skus[3]!)).statusCode).toBe(200);
  });

  it('keeps lists apart per visitor', async () => {
    const app = await createTestApp();
    const [a, b] = [await visitor(app), await visitor(app)];
    const [sku] = await someSkus(1);
    await app.inject({ method: 'POST', url: '/api/compare/product/', headers: { cookie: a }, payload: { sku } });
    expect((await app.inject({ url: '/api/compare/', headers: { cookie: b } })).json<CompareList>().skus).toEqual([]);
  });

  it('never passes three under concurrent adds', async () => {
    const app = await createTestApp();
    const cookie = await visitor(app);
    const skus = await someSkus(8);
    const results = await Promise.all(
      skus.map((sku) => app.inject({ method: 'POST', url: '/api/compare/product/', headers: { cookie }, payload: { sku } })),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(3);
    expect(results.filter((r) => r.statusCode === 400)).toHaveLength(5);
    expect((await app.inject({ url: '/api/compare/', headers: { cookie } })).json<CompareList>().skus).toHaveLength(3);
  });

  it('answers 404 for unknown SKUs and 400 for bad bodies', async () => {
    const app = await createTestApp();
    const cookie = await visitor(app);
    expect(
      (await app.inject({ method: 'POST', url: '/api/compare/product/', headers: { cookie }, payload: { sku: 'NO-SUCH' } })).statusCode,
    ).toBe(404);
    expect((await app.inject({ method: 'DELETE', url: '/api/compare/product/NO-SUCH', headers: { cookie } })).statusCode).toBe(404);
    for (const payload of [{}, { sku: '' }, { sku: 42 }, { sku: 'x'.repeat(200) }]) {
      expect((await app.inject({ method: 'POST', url: '/api/compare/product/', headers: { cookie }, payload })).statusCode).toBe(400);
    }
  });

  it('answers summaries for a tilde list in the asked order', async () => {
    const app = await createTestApp();
    const skus = await someSkus(3);
    const asked = [skus[2]!, 'NO-SUCH', skus[0]!];
    const res = await app.inject(`/api/compare/products?SkuList=${encodeURIComponent(asked.join('~'))}`);
    expect(res.statusCode).toBe(200);
    expect(res.json<ProductSummary[]>().map((p) => p.sku)).toEqual([skus[2], skus[0]]);
    expect((await app.inject('/api/compare/products')).statusCode).toBe(400);
    expect((await app.inject('/api/compare/products?SkuList=~~')).statusCode).toBe(400);
  });
});

describe('GET /api/compare/details', () => {
  it('answers up to three products with grouped specifications and features, in the asked order, listing unknown SKUs apart', async () => {
    const app = await createTestApp();
    const skus = await someSkus(2);
    const asked = [skus[1]!, 'NO-SUCH', skus[0]!.toLowerCase()];
    const res = await app.inject(`/api/compare/details?SkuList=${encodeURIComponent(asked.join('~'))}`);
    expect(res.statusCode).toBe(200);
    const details = res.json<CompareDetails>();
    expect(details.products.map((p) => p.sku)).toEqual([skus[1], skus[0]]);
    expect(details.unknownSkus).toEqual(['NO-SUCH']);
    const [first] = details.products;
    expect(first!.specifications).toEqual([{ group: 'Dimensions', items: [{ name: 'Width', value: '601 mm' }] }]);
    expect(first!.features).toEqual([{ title: 'Feature 2', description: 'Fixture feature.' }]);
    // The same figures the product page shows.
    const extended = (await app.inject(`/api/v2/product/extended/id/${first!.productId}`)).json<CompareDetail>();
    expect(first!.specifications).toEqual(extended.specifications);
    expect(first!.price).toBe(extended.price);
  });

  it('treats SKUs in another letter case as the same product', async () => {
    const app = await createTestApp();
    const [sku] = await someSkus(1);
    const res = await app.inject(`/api/compare/details?SkuList=${encodeURIComponent(`${sku}~${sku!.toLowerCase()}`)}`);
    expect(res.json<CompareDetails>().products).toHaveLength(1);
  });

  it('refuses a missing, empty or too long list with 400 and a message', async () => {
    const app = await createTestApp();
    for (const query of ['', '?SkuList=', '?SkuList=~%20~', '?SkuList=A~B~C~D']) {
      const res = await app.inject(`/api/compare/details${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json<ErrorBody>().errors.length, query).toBeGreaterThan(0);
    }
    expect((await app.inject('/api/compare/details?SkuList=A~B~C~D')).json<ErrorBody>().errors.join(' ')).toContain('at most 3');
  });

  it('is documented in the OpenAPI description', async () => {
    const app = await createTestApp();
    const doc = (await app.inject('/api/openapi.json')).json<{ paths: Record<string, unknown> }>();
    expect(Object.keys(doc.paths)).toContain('/api/compare/details');
  });
});
