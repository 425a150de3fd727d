import { sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PromotionSummary } from '../../src/contracts/listing';
import { PRICE_INPUT_REFUSED } from '../../src/domain/price-visibility';
import { insertBrand, insertCategory, insertProduct, sellingTopCategory } from '../support/fixtures';
import { createTestApp, workerDatabase } from '../support/test-app';
import { SIGN_IN_TO_BUY } from '../../src/api/cart/cart-routes';
import { EMPTY_CART_ID } from '../../src/contracts/cart';
import { insertAccount } from '../support/cart-fixtures';
import { asCustomer, asStaff } from '../support/test-caller';
import { priceFindings, pricesIn, WITHHELD_MARKER } from '../support/price-walk';

/**
 * Document 3 section 1 and issue 10 item 7: in the commercial flavour (wac) no product, listing,
 * search, compare, upsell, sale, promotion or price-history answer carries a price for an
 * anonymous visitor; signed in, the same calls do; other flavours are unchanged.
 */

// Amounts no seeded product has, so finding their digits anywhere in an answer means a leak.
const PRICE_CENTS = 432_195;
const RRP_CENTS = 543_210;
const HISTORY = [
  { on: '2026-06-01', priceCents: 476_585 },
  { on: '2026-09-01', priceCents: 432_195 },
];
const TELLTALE = ['4321.95', '4,321', '5432.1', '5,432', '4765.85', '4,765', '1110.15', '1,110'];

const VISITOR_COOKIE = { cookie: 'wau=0123456789abcdef0123' };
const CALLERS = {
  anonymous: VISITOR_COOKIE,
  customer: { ...VISITOR_COOKIE, ...asCustomer('c-1') },
  staff: { ...VISITOR_COOKIE, ...asStaff('s-1') },
} as const;
type CallerName = keyof typeof CALLERS;

interface Fixture {
  sku: string;
  neighbourSku: string;
  slug: string;
  id: number;
  brandSlug: string;
  /** A category the flavour sells, listing seeded products. */
  categoryUri: string;
  promotionPath: string;
}

/** Every call that carries prices, as a visitor's browser would ask it. */
function pricedCalls(f: Fixture): { name: string; method?: 'GET' | 'POST' | 'DELETE'; url: string; payload?: object }[] {
  return [
    { name: 'product by slug', url: `/api/v2/product/slug/${f.slug}` },
    { name: 'product by slug on a day', url: `/api/v2/product/slug/${f.slug}?date=2026-07-01` },
    { name: 'extended product', url: `/api/v2/product/extended/id/${f.id}` },
    { name: 'product by id', url: `/api/v2/product/id/${f.id}/` },
    { name: 'product by sku', url: `/api/v2/product/sku/${f.sku}` },
    { name: 'upsell options', url: `/api/v2/product/upselloptions/sku/${f.sku}` },
    { name: 'price history', url: `/api/pricehistory/get-price-history/${f.sku}` },
    { name: 'category listing', url: `/api/v2/listing?category=${f.categoryUri}` },
    { name: 'brand listing', url: `/api/v2/listing?brand=${f.brandSlug}` },
    { name: 'promotion listing', url: `/api/v2/listing?promotion=${f.promotionPath}` },
    { name: 'all products', url: `/api/v2/listing/all?brands=${f.brandSlug}` },
    { name: 'sale listing', url: `/api/v2/listing/sale?brands=${f.brandSlug}` },
    { name: 'promotion', url: `/api/promotion/${f.promotionPath}` },
    { name: 'search suggestions', url: '/api/v3/search?searchTerm=zephyrine&limit=8' },
    { name: 'legacy search suggestions', url: '/api/search/products?searchTerms=zephyrine' },
    { name: 'search results', url: '/api/v2/sitesearch/f/zephyrine' },
    { name: 'staff product search', url: '/api/product/search/zephyrine' },
    { name: 'add to compare', method: 'POST', url: '/api/compare/product/', payload: { sku: f.sku } },
    { name: 'compare list', url: '/api/compare/' },
    { name: 'compare products', url: `/api/compare/products?SkuList=${f.sku}` },
    { name: 'compare details', url: `/api/compare/details?SkuList=${f.sku}` },
    // Removing another product answers the list that still holds the fixture.
    { name: 'remove from compare', method: 'DELETE', url: `/api/compare/product/${f.neighbourSku}` },
  ];
}

async function fixture(): Promise<Fixture> {
  const brand = await insertBrand({ name: 'Zephyrine Appliances' });
  const top = await sellingTopCategory();
  const category = await insertCategory({ name: 'Zephyrine Cooktops', parent: top });
  const row = await insertProduct({
    brandId: brand.id,
    categoryId: category.id,
    title: 'Zephyrine 90cm Induction Cooktop',
    priceCents: PRICE_CENTS,
    rrpCents: RRP_CENTS,
    history: HISTORY,
  });
  // A neighbour for the upsell options, and one without a price ('Request Price' signed in).
  const neighbour = await insertProduct({
    brandId: brand.id,
    categoryId: category.id,
    title: 'Zephyrine 60cm Cooktop',
    priceCents: 111_015,
  });
  await insertProduct({ brandId: brand.id, categoryId: category.id, title: 'Zephyrine Custom Cooktop', priceCents: null });
  // Search reads a document the catalogue import writes in bulk; these few products get theirs here.
  await (
    await workerDatabase()
  ).db.execute(sql`UPDATE products SET search_vector = to_tsvector('simple', title || ' ' || sku) WHERE brand_id = ${brand.id}`);
  return {
    sku: row.sku,
    neighbourSku: neighbour.sku,
    slug: row.slug,
    id: row.id,
    brandSlug: brand.slug,
    categoryUri: top.uri,
    promotionPath: '',
  };
}

// The seeded Black Friday sale runs 20 November to 2 December 2026; promotions run around it.
const duringTheSale = () => new Date('2026-11-25T01:00:00Z');

describe('prices in the commercial flavour (wac)', () => {
  let wac: FastifyInstance;
  let wa: FastifyInstance;
  let f: Fixture;
  beforeAll(async () => {
    f = await fixture();
    wac = await createTestApp({ app: 'wac', now: duringTheSale });
    wa = await createTestApp({ app: 'wa', now: duringTheSale });
    // A promotion whose own title names no amount (its title is the listing's subject name).
    const promotions = (await wac.inject('/api/promotions')).json<PromotionSummary[]>();
    const plain = promotions.find((p) => !p.title.includes('$'));
    expect(plain).toBeDefined();
    f.promotionPath = plain!.path;
  });
  afterAll(async () => {
    await wac.close();
    await wa.close();
  });

  async function ask(app: FastifyInstance, caller: CallerName): Promise<{ name: string; response: LightMyRequestResponse }[]> {
    const answers = [];
    for (const call of pricedCalls(f)) {
      const response = await app.inject({ method: call.method ?? 'GET', url: call.url, headers: CALLERS[caller], payload: call.payload });
      answers.push({ name: call.name, response });
    }
    return answers;
  }

  it('gives an anonymous visitor no price in any answer: no price field, price facet or price amount', async () => {
    for (const { name, response } of await ask(wac, 'anonymous')) {
      expect(response.statusCode, name).toBe(200);
      const body = response.json<unknown>();
      expect(priceFindings(body), name).toEqual([]);
      for (const digits of TELLTALE) expect(response.body, `${name} shows ${digits}`).not.toContain(digits);
      // The older suggestion shape simply leaves Price out; every other answer says the prices were withheld.
      expect(response.body.includes(WITHHELD_MARKER), name).toBe(name !== 'legacy search suggestions');
    }
  });

  it('gives a signed-in customer and a staff member the same calls with their prices', async () => {
    for (const caller of ['customer', 'staff'] as const) {
      for (const { name, response } of await ask(wac, caller)) {
        expect(response.statusCode, `${caller}: ${name}`).toBe(200);
        expect(pricesIn(response.json()).length, `${caller}: ${name}`).toBeGreaterThan(0);
        expect(response.body, `${caller}: ${name}`).not.toContain(WITHHELD_MARKER);
      }
    }
    const product = (await wac.inject({ url: `/api/v2/product/sku/${f.sku}`, headers: CALLERS.customer })).json<{ product: object }>();
    expect(product.product).toMatchObject({ price: 4321.95, rrp: 5432.1, discountOffRrp: 1110.15, percentageDiscountOffRrp: 20 });
  });

  it('leaves other flavours unchanged: an anonymous visitor of wa sees every price', async () => {
    for (const { name, response } of await ask(wa, 'anonymous')) {
      expect(response.statusCode, name).toBe(200);
      expect(pricesIn(response.json()).length, name).toBeGreaterThan(0);
      expect(response.body, name).not.toContain(WITHHELD_MARKER);
    }
  });

  it('refuses a price sort or price filter from an anonymous wac visitor, and allows it signed in and in wa', async () => {
    for (const query of ['sort=price-asc', 'sort=price-desc', 'minPrice=100', 'maxPrice=5000']) {
      for (const url of [
        `/api/v2/listing/all?${query}`,
        `/api/v2/listing?category=${f.categoryUri}&${query}`,
        `/api/v2/sitesearch/f/zephyrine?${query}`,
        `/api/v2/listing/sale?${query}`,
      ]) {
        const refused = await wac.inject({ url, headers: CALLERS.anonymous });
        expect(refused.statusCode, url).toBe(400);
        expect(refused.json(), url).toMatchObject({ status: 400, errors: [PRICE_INPUT_REFUSED] });
        expect((await wac.inject({ url, headers: CALLERS.customer })).statusCode, url).toBe(200);
        expect((await wa.inject({ url, headers: CALLERS.anonymous })).statusCode, url).toBe(200);
      }
    }
  });

  it('keeps each caller’s answer to callers like them in any cache', async () => {
    const url = `/api/v2/product/slug/${f.slug}`;
    const anonymous = await wac.inject(url);
    expect(anonymous.headers['cache-control']).toBe('public, max-age=30');
    // A CDN keys the anonymous copy on the headers that carry a sign-in, so a signed-in call never gets it.
    expect(String(anonymous.headers.vary)).toMatch(/\bAuthorization\b/);
    expect(String(anonymous.headers.vary)).toMatch(/\bCookie\b/);
    const signedIn = await wac.inject({ url, headers: asCustomer('c-1') });
    expect(signedIn.headers['cache-control']).toBe('private, no-store');
    const other = await wa.inject(url);
    expect(other.headers['cache-control']).toBe('public, max-age=30');
    expect(String(other.headers.vary ?? '')).not.toMatch(/Authorization/);
  });

  it('asks a visitor to sign in before buying, shows them an empty cart, and prices a signed-in customer’s cart', async () => {
    const visitor = { cookie: 'wau=fedcba9876543210fedc' };
    const refused = await wac.inject({ method: 'POST', url: '/api/cart/product/', headers: visitor, payload: { qty: 1, sku: f.sku } });
    expect(refused.statusCode).toBe(401);
    expect(refused.json().errors).toEqual([SIGN_IN_TO_BUY]);
    const visitorCart = await wac.inject({ url: '/api/cart/', headers: visitor });
    expect(visitorCart.json()).toMatchObject({ cartId: EMPTY_CART_ID, products: [], orderTotal: 0 });
    expect(TELLTALE.filter((digits) => visitorCart.body.includes(digits))).toEqual([]);

    const customer = { ...visitor, ...asCustomer(await insertAccount()) };
    const added = await wac.inject({ method: 'POST', url: '/api/cart/product/', headers: customer, payload: { qty: 1, sku: f.sku } });
    expect(added.statusCode).toBe(200);
    expect(added.json().orderTotal).toBe(PRICE_CENTS / 100);
    // The same browser signed out again still sees no cart and no price.
    expect((await wac.inject({ url: '/api/cart/', headers: visitor })).json().products).toEqual([]);
  });
});
