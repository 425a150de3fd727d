import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHARED_PAGE_CACHE_CONTROL, SIGNED_IN_PAGE_CACHE_CONTROL } from '../../src/server/page-cache-policy';
import { insertBrand, insertCategory, insertProduct, sellingTopCategory } from '../support/fixtures';
import { pageServer } from '../support/page-server';
import { signedInCookie, testCallerResolver } from '../support/test-caller';
import { textOf } from './html-text';

/**
 * The commercial flavour's pages (document 1 section 6, document 3 sections 1 and 2): an anonymous
 * visitor sees 'LOG IN for Price', leading to the login and back, wherever a price would show, and
 * no price anywhere in the page; signed in, the same pages show the prices and are private.
 */
const CUSTOMER = { cookie: signedInCookie('customer:c-1') };

/** Every 'LOG IN for Price' link of a page and where it leads. */
const loginLinks = (html: string) => [...html.matchAll(/<a [^>]*href="([^"]*)"[^>]*>LOG IN for Price<\/a>/g)].map((m) => m[1]!);
const loginFor = (path: string) => `/account/login?returnUrl=${encodeURIComponent(path)}`;

async function products() {
  const brand = await insertBrand({ name: 'Quillon Appliances' });
  const category = await insertCategory({ name: 'Quillon Ovens', parent: await sellingTopCategory() });
  const insert = (title: string, priceCents: number, rrpCents: number) =>
    insertProduct({ brandId: brand.id, categoryId: category.id, title, priceCents, rrpCents });
  return {
    brand,
    first: await insert('Quillon 60cm Pyrolytic Oven', 432_195, 543_210),
    second: await insert('Quillon 90cm Freestanding Oven', 298_800, 329_900),
    third: await insert('Quillon 45cm Compact Oven', 176_500, 199_900),
  };
}

describe('prices on the commercial flavour’s pages', () => {
  let wac: FastifyInstance;
  let wa: FastifyInstance;
  let fixture: Awaited<ReturnType<typeof products>>;
  beforeAll(async () => {
    fixture = await products();
    wac = await pageServer('wac', { resolveCaller: testCallerResolver });
    wa = await pageServer('wa', { resolveCaller: testCallerResolver });
  });
  afterAll(async () => {
    await wac.close();
    await wa.close();
  });

  it('shows an anonymous visitor LOG IN for Price in the pricing block and the buy bar, and no price anywhere', async () => {
    const url = `/p/${fixture.first.slug}`;
    const response = await wac.inject(url);
    expect(response.statusCode).toBe(200);
    const links = loginLinks(response.body);
    // The pricing block and the buy bar.
    expect(links.length).toBeGreaterThanOrEqual(2);
    expect(new Set(links)).toEqual(new Set([loginFor(url)]));
    expect(response.body).not.toMatch(/4,?321|5,?432/);
    expect(response.body).not.toContain('"offers"');
    // The anonymous page is the same for every anonymous visitor: a CDN may keep it.
    expect(response.headers['cache-control']).toBe(SHARED_PAGE_CACHE_CONTROL);
  });

  it('shows a signed-in customer the prices on the same page, kept private to them', async () => {
    const response = await wac.inject({ url: `/p/${fixture.first.slug}`, headers: CUSTOMER });
    expect(response.statusCode).toBe(200);
    expect(textOf(response.body)).toContain('$4,321');
    expect(textOf(response.body)).toContain('$5,432.10');
    expect(loginLinks(response.body)).toEqual([]);
    expect(response.headers['cache-control']).toBe(SIGNED_IN_PAGE_CACHE_CONTROL);
  });

  it('gives a client navigation’s page data the same cache rule as the page', async () => {
    const url = `/p/${fixture.first.slug}.data`;
    const anonymous = await wac.inject(url);
    expect(anonymous.statusCode).toBe(200);
    expect(anonymous.body).not.toMatch(/4,?321|5,?432/);
    expect(anonymous.headers['cache-control']).toBe(SHARED_PAGE_CACHE_CONTROL);
    expect(String(anonymous.headers.vary)).toMatch(/\bCookie\b/);
    const signedIn = await wac.inject({ url, headers: CUSTOMER });
    expect(signedIn.body).toContain('4321.95');
    expect(signedIn.headers['cache-control']).toBe(SIGNED_IN_PAGE_CACHE_CONTROL);
  });

  it('shows LOG IN for Price on every listing card and offers no price filter or sort to an anonymous visitor', async () => {
    const url = `/brands/${fixture.brand.slug}`;
    const anonymous = await wac.inject(url);
    expect(anonymous.statusCode).toBe(200);
    expect(loginLinks(anonymous.body)).toEqual([loginFor(url), loginFor(url), loginFor(url)]);
    expect(anonymous.body).not.toMatch(/4,?321|2,?988|1,?765/);
    expect(anonymous.body).not.toContain('Price: low to high');
    const signedIn = await wac.inject({ url, headers: CUSTOMER });
    expect(loginLinks(signedIn.body)).toEqual([]);
    for (const price of ['$4,321', '$2,988', '$1,765']) expect(textOf(signedIn.body)).toContain(price);
    expect(signedIn.body).toContain('Price: low to high');
  });

  it('sends an anonymous visitor’s price-sorted or price-filtered listing to the same listing without them', async () => {
    const url = `/brands/${fixture.brand.slug}`;
    for (const query of ['sort=price-asc', 'price=100-5000']) {
      const response = await wac.inject(`${url}?${query}`);
      expect(response.statusCode, query).toBe(302);
      expect(response.headers.location, query).toBe(url);
      expect((await wac.inject({ url: `${url}?${query}`, headers: CUSTOMER })).statusCode, query).toBe(200);
    }
  });

  it('has no compare page in the commercial flavour (ComparePageEnabled is off for trade flavours)', async () => {
    // Its compare calls still withhold prices (tests/api/wac-prices.test.ts); the page itself is not there to show them.
    expect((await wac.inject(`/compare?sku=${fixture.first.sku}~${fixture.second.sku}`)).statusCode).toBe(404);
  });

  it('never serves one caller the page data cached for another, in either order', async () => {
    // Anonymous first: its API answers must not be handed to the signed-in render that follows.
    const first = `/p/${fixture.second.slug}`;
    expect(loginLinks((await wac.inject(first)).body).length).toBeGreaterThan(0);
    const signedInAfter = await wac.inject({ url: first, headers: CUSTOMER });
    expect(textOf(signedInAfter.body)).toContain('$2,988');
    expect(loginLinks(signedInAfter.body)).toEqual([]);
    // Signed in first: the prices it read must not reach the anonymous render that follows.
    const second = `/p/${fixture.third.slug}`;
    expect(textOf((await wac.inject({ url: second, headers: CUSTOMER })).body)).toContain('$1,765');
    const anonymousAfter = await wac.inject(second);
    expect(anonymousAfter.body).not.toMatch(/1,?765/);
    expect(loginLinks(anonymousAfter.body).length).toBeGreaterThan(0);
  });

  it('leaves the other flavours showing prices to everyone', async () => {
    const response = await wa.inject(`/p/${fixture.first.slug}`);
    expect(textOf(response.body)).toContain('$4,321');
    expect(loginLinks(response.body)).toEqual([]);
    expect(response.headers['cache-control']).toBe(SHARED_PAGE_CACHE_CONTROL);
  });
});
