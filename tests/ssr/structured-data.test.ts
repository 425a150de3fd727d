import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Store } from '../../src/contracts/places';
import { products } from '../../src/db/schema';
import { workerDatabase } from '../support/test-app';
import { jsonLdBlocks, pageServer, serverBuild } from './support/page-server';

const LONG_TITLE = 'Smeg Victoria 90cm Dual Fuel Freestanding Cooker with Gas Cooktop and Electric Oven in Cream';
const ofType = (html: string, type: string) => jsonLdBlocks(html).filter((block) => block['@type'] === type);
const titleOf = (html: string) => html.match(/<title>([^<]*)<\/title>/)?.[1]?.replace(/&amp;/g, '&');
type Crumbs = { itemListElement: { position: number; name: string; item?: string }[] };

/**
 * Issue 14 items 9 and 17: what search engines read. A discounted product is given a condition,
 * a price end date, a rating with its count and a long title, so each rule has data to act on.
 */
describe('structured data and titles', () => {
  let wa: FastifyInstance;
  let wac: FastifyInstance;
  let product: { slug: string; title: string };
  let store: Store;

  beforeAll(async () => {
    const { db } = await workerDatabase();
    const [row] = await db
      .select({ id: products.id, slug: products.slug })
      .from(products)
      .where(and(isNotNull(products.priceCents), sql`${products.priceCents} < ${products.rrpCents}`, eq(products.stockStatus, 'inStock')))
      .orderBy(asc(products.id))
      .limit(1);
    await db
      .update(products)
      .set({
        condition: 'Cosmetic Imperfection',
        priceEndsAt: new Date('2026-12-24T13:00:00Z'),
        rating: 4,
        ratingCount: 37,
        title: LONG_TITLE,
      })
      .where(eq(products.id, row!.id));
    product = { slug: row!.slug, title: LONG_TITLE };
    const build = await serverBuild();
    [wa, wac] = await Promise.all([pageServer('wa', build), pageServer('wac', build)]);
    store = (await wa.inject('/api/store')).json<Store[]>()[0]!;
  });
  afterAll(async () => {
    await Promise.all([wa?.close(), wac?.close()]);
  });

  it('gives the home page Organization and WebSite data with a SearchAction for the search page', async () => {
    const html = (await wa.inject('/')).body;
    const graph = jsonLdBlocks(html).flatMap((block) => (block['@graph'] as Record<string, unknown>[] | undefined) ?? []);
    const organization = graph.find((node) => node['@type'] === 'Organization');
    expect(organization).toMatchObject({ name: 'Wattle & Co Appliances', url: 'https://www.wattleco.com.au/' });
    const website = graph.find((node) => node['@type'] === 'WebSite');
    expect(website).toMatchObject({
      potentialAction: {
        '@type': 'SearchAction',
        target: { urlTemplate: 'https://www.wattleco.com.au/search/{search_term_string}' },
        'query-input': 'required name=search_term_string',
      },
    });
  });

  it('puts the condition, the price end date and the shown rating with its count on the product offer', async () => {
    const html = (await wa.inject(`/p/${product.slug}`)).body;
    const [data] = ofType(html, 'Product');
    expect(data).toMatchObject({
      offers: { itemCondition: 'https://schema.org/DamagedCondition', priceValidUntil: '2026-12-24' },
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4, ratingCount: 37 },
    });
    expect(data).not.toHaveProperty('itemCondition');
    // The rating is claimed because the page shows it.
    expect(html).toContain('Rated 4 out of 5 from 37 reviews');
  });

  it('claims no rating where the page shows none (ReviewSummariesEnabled off in wac)', async () => {
    const html = (await wac.inject(`/p/${product.slug}`)).body;
    const [data] = ofType(html, 'Product');
    expect(data).toBeDefined();
    expect(data).not.toHaveProperty('aggregateRating');
    expect(html).not.toContain('Rated 4 out of 5');
  });

  it('shortens a title over 70 characters at a word instead of letting it be cut', async () => {
    const title = titleOf((await wa.inject(`/p/${product.slug}`)).body)!;
    expect(title.length).toBeLessThanOrEqual(70);
    expect(title).toMatch(/…$/);
    expect(LONG_TITLE.startsWith(title.slice(0, -1))).toBe(true);
    expect(titleOf((await wa.inject('/stores')).body)).toBe('Our Stores | Wattle & Co Appliances');
  });

  describe('breadcrumbs: "Home" first, and BreadcrumbList data beside every trail', () => {
    const crumbsOf = async (url: string) => {
      const html = (await wa.inject(url)).body;
      const lists = ofType(html, 'BreadcrumbList') as unknown as Crumbs[];
      expect(lists, url).toHaveLength(1);
      const trail = html.match(/<nav aria-label="Breadcrumb"[\s\S]*?<\/nav>/)?.[0] ?? '';
      return { names: lists[0]!.itemListElement.map((item) => item.name), list: lists[0]!, trail };
    };

    it('on the store page: Home, Our Stores, the store', async () => {
      const { names, list, trail } = await crumbsOf(`/stores/${store.storeUri}`);
      expect(names).toEqual(['Home', 'Our Stores', store.name]);
      expect(list.itemListElement[1]).toMatchObject({ position: 2, item: 'https://www.wattleco.com.au/stores' });
      expect(trail).toMatch(/<a[^>]*href="\/"[^>]*>Home<\/a>[\s\S]*<a[^>]*href="\/stores"[^>]*>Our Stores<\/a>/);
    });

    it('on the stores page', async () => {
      expect((await crumbsOf('/stores')).names).toEqual(['Home', 'Our Stores']);
    });

    it('on the compare page', async () => {
      expect((await crumbsOf('/compare')).names).toEqual(['Home', 'Compare Products']);
    });

    it('on the product page: Home, its categories, the product', async () => {
      const { names, list } = await crumbsOf(`/p/${product.slug}`);
      expect(names[0]).toBe('Home');
      expect(names.at(-1)).toBe(product.title);
      expect(names.length).toBeGreaterThanOrEqual(4);
      expect(list.itemListElement.at(-1)).not.toHaveProperty('item');
      for (const item of list.itemListElement.slice(1, -1)) expect(item.item).toMatch(/^https:\/\/www\.wattleco\.com\.au\/c\//);
    });
  });
});
