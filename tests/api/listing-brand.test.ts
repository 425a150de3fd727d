import { describe, expect, it } from 'vitest';
import type { ListingPage } from '../../src/contracts/listing';
import { insertBrand, insertCategory, insertProduct, sellingTopCategory } from '../support/fixtures';
import { createTestApp } from '../support/test-app';

/**
 * A brand's listing over products the test writes. Its own file: listing facets are precomputed
 * for the seeded catalogue, so rows written here would skew the whole-catalogue counts of
 * tests/api/listing.test.ts.
 */
describe('GET /api/v2/listing?brand=', () => {
  it('lists a brand sorted by price and newest', async () => {
    const brand = await insertBrand({ name: 'Fixture Listing Brand' });
    // A brand page lists what the flavour sells: the products sit below one of its navigation categories.
    const category = await insertCategory({ parent: await sellingTopCategory() });
    const cheap = await insertProduct({ brandId: brand.id, categoryId: category.id, priceCents: 49_900 });
    const dear = await insertProduct({ brandId: brand.id, categoryId: category.id, priceCents: 249_900 });
    const middle = await insertProduct({ brandId: brand.id, categoryId: category.id, priceCents: 99_900 });
    const app = await createTestApp();
    const page = (await app.inject(`/api/v2/listing?brand=${brand.slug}&sort=price-desc&pageSize=100`)).json<ListingPage>();
    expect(page.subject).toEqual({ kind: 'brand', name: 'Fixture Listing Brand', uri: `/brands/${brand.slug}` });
    expect(page.products.map((p) => [p.sku, p.price])).toEqual([
      [dear.sku, 2499],
      [middle.sku, 999],
      [cheap.sku, 499],
    ]);
    const newest = (await app.inject(`/api/v2/listing?brand=${brand.slug}&sort=newest`)).json<ListingPage>();
    expect(newest.products.map((p) => p.sku).sort()).toEqual([cheap.sku, dear.sku, middle.sku].sort());
  });
});
