import { describe, expect, it } from 'vitest';
import type { ListingPage } from '../../src/contracts/listing';
import type { ProductPage, SearchPage, SuggestResponse } from '../../src/contracts/search';
import { APP_IDS, BRANDS } from '../../src/domain/brands';
import { CATEGORY_TREE } from '../../src/db/seed/category-data';
import { PROMOTION_SEEDS } from '../../src/db/seed/promotion-data';
import { kebab } from '../../src/db/seed/text';
import { createTestApp } from '../support/test-app';

/**
 * Issue 14 item 13, over the seeded catalogue: products belong to the category pages that show
 * them, each flavour finds only what it sells, and a promotion lists its own brand's products.
 */
const LEAVES = CATEGORY_TREE.flatMap((top) => top.children.map((leaf) => ({ ...leaf, uri: `${top.slug}/${leaf.slug}`, top: top.slug })));
const topOf = (uri: string) => uri.replace(/^\/?(c\/)?/, '').split('/')[0]!;
const SEARCH_TERMS = ['oven', 'chair', 'fridge', 'tv', 'kettle', 'miele', 'smeg', 'sofa'];

describe('a category page lists its own kind of product', () => {
  it.each(LEAVES.map((leaf) => [leaf.uri, leaf] as const))(
    '%s offers only categories of the same kind in its Category filter',
    async (uri, leaf) => {
      const app = await createTestApp();
      const page = (await app.inject(`/api/v2/listing?category=${uri}&pageSize=100`)).json<ListingPage>();
      const sameKind = LEAVES.filter((other) => other.top === leaf.top && other.kind === leaf.kind).map((other) => other.uri);
      for (const facet of page.facets.categories) expect(sameKind, `${facet.name} in ${leaf.name}`).toContain(facet.uri);
    },
  );

  it('shows no rangehood or cooktop on the Ovens page', async () => {
    const app = await createTestApp();
    const page = (await app.inject('/api/v2/listing?category=cooking/ovens&pageSize=100')).json<ListingPage>();
    expect(page.totalCount).toBeGreaterThan(0);
    expect(page.facets.categories.map((c) => c.name)).not.toContain('Rangehoods');
    expect(page.facets.categories.map((c) => c.name)).not.toContain('Cooktops');
    for (const product of page.products) expect(product.title).not.toMatch(/Rangehood|Cooktop/);
  });
});

describe.each(APP_IDS)('the %s flavour finds only its own assortment', (appId) => {
  const sold = BRANDS[appId].navCategories;

  it('in search results, type-ahead and the product landing page', async () => {
    const app = await createTestApp({ app: appId });
    for (const term of SEARCH_TERMS) {
      const results = (await app.inject(`/api/v2/sitesearch/f/${term}?pageSize=100`)).json<SearchPage>();
      for (const facet of results.facets.categories) expect(sold, `"${term}" finds ${facet.uri}`).toContain(topOf(facet.uri));
      const suggest = (await app.inject(`/api/v3/search?searchTerm=${term}`)).json<SuggestResponse>();
      for (const suggestion of suggest.results.suggestions.filter((s) => s.url.startsWith('/c/'))) {
        expect(sold, `"${term}" suggests ${suggestion.url}`).toContain(topOf(suggestion.url));
      }
    }
    const all = (await app.inject('/api/v2/listing/all?pageSize=100')).json<ProductPage>();
    expect(all.totalCount).toBeGreaterThan(0);
    for (const facet of all.facets.categories) expect(sold).toContain(topOf(facet.uri));
  });

  it('answers 404 for a category page it does not sell, and lists only what it sells on a brand page', async () => {
    const app = await createTestApp({ app: appId });
    for (const top of CATEGORY_TREE) {
      const status = (await app.inject(`/api/v2/listing?category=${top.slug}`)).statusCode;
      expect(status, top.slug).toBe(sold.includes(top.slug) ? 200 : 404);
    }
    const brand = (await app.inject('/api/v2/listing?brand=smeg&pageSize=100')).json<ListingPage>();
    for (const facet of brand.facets.categories) expect(sold).toContain(topOf(facet.uri));
  });
});

it('fk finds no built-in oven', async () => {
  const app = await createTestApp({ app: 'fk' });
  const results = (await app.inject('/api/v2/sitesearch/f/oven?pageSize=100')).json<SearchPage>();
  expect(results.products.filter((p) => /oven/i.test(p.title))).toEqual([]);
  const wa = await createTestApp({ app: 'wa' });
  expect((await wa.inject('/api/v2/sitesearch/f/oven?pageSize=100')).json<SearchPage>().totalCount).toBeGreaterThan(0);
});

describe('a promotion lists its own brand’s products from its categories', () => {
  it.each(PROMOTION_SEEDS.filter((promo) => promo.brand).map((promo) => [promo.path, promo] as const))('%s', async (path, promo) => {
    const app = await createTestApp();
    const page = (await app.inject(`/api/v2/listing?promotion=${path}&pageSize=100`)).json<ListingPage>();
    for (const product of page.products) expect(product.brand.name, product.title).toBe(promo.brand);
    // Each product is on the page of one of the promotion's categories (own or cross-listed).
    const brandSlug = kebab(promo.brand);
    const shown = new Set<string>();
    for (const uri of promo.categoryUris) {
      const listing = (await app.inject(`/api/v2/listing?category=${uri}&brands=${brandSlug}&pageSize=100`)).json<ListingPage>();
      for (const product of listing.products) shown.add(product.sku);
    }
    for (const product of page.products) expect(shown.has(product.sku), `${product.title} in ${path}`).toBe(true);
  });
});
