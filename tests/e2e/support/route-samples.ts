import type { APIRequestContext } from '@playwright/test';
import type { BrandWithCount, ListingPage, PromotionSummary, SaleWithProducts } from '../../../src/contracts/listing';
import type { Store } from '../../../src/contracts/places';
import type { ProductPage, SearchPage } from '../../../src/contracts/search';
import { ROUTE_TABLE } from '../../../src/web/route-table';
import { placeGuestOrder } from './placed-order';
import { PLACEHOLDER, type RouteEntry } from '../../../src/web/route-types';

/**
 * A concrete address for each route of the table and what a shopper must see there. A built page
 * shows its own data, read from the running server's API (never a seed slug): a product's title,
 * a store's name, a listing's first product. Placeholder pages show the table's heading and summary.
 */
export interface RouteSample {
  url: string;
  heading: string | RegExp;
  /** Text visible in the page's main region. */
  shows: string[];
}

async function api<T>(request: APIRequestContext, url: string): Promise<T> {
  const response = await request.get(url);
  if (!response.ok()) throw new Error(`${url} answered ${response.status()}`);
  return (await response.json()) as T;
}

function first<T>(list: readonly T[], what: string): T {
  const item = list[0];
  if (item === undefined) throw new Error(`The route sample needs at least one ${what}`);
  return item;
}

type SampleBuilder = (request: APIRequestContext) => Promise<RouteSample>;

const BUILT_PAGES: Record<string, SampleBuilder> = {
  async home(request) {
    const { mainNav } = await api<{ mainNav: { name: string }[] }>(request, '/api/navbar');
    return { url: '/', heading: /./, shows: [first(mainNav, 'main category').name] };
  },
  async product(request) {
    const product = first((await api<ProductPage>(request, '/api/v2/listing/all')).products, 'product');
    return { url: product.uri, heading: product.title, shows: [product.brand.name, `SKU ${product.sku}`] };
  },
  async category(request) {
    const { mainNav } = await api<{ mainNav: { uri: string }[] }>(request, '/api/navbar');
    const uri = first(mainNav, 'main category').uri;
    const page = await api<ListingPage>(request, `/api/v2/listing?category=${encodeURIComponent(uri.replace(/^\/c\//, ''))}`);
    return { url: uri, heading: page.subject.name, shows: [first(page.products, 'product').title] };
  },
  async brands(request) {
    const stocked = (await api<BrandWithCount[]>(request, '/api/brands')).filter((b) => b.productCount > 0);
    return { url: '/brands', heading: 'Our Brands', shows: [first(stocked, 'brand').name] };
  },
  async brand(request) {
    const stocked = first(
      (await api<BrandWithCount[]>(request, '/api/brands')).filter((b) => b.productCount > 0),
      'brand with products',
    );
    const page = await api<ListingPage>(request, `/api/v2/listing?brand=${encodeURIComponent(stocked.slug)}`);
    return { url: stocked.uri, heading: stocked.name, shows: [first(page.products, 'product').title] };
  },
  async search(request) {
    const term = first((await api<ProductPage>(request, '/api/v2/listing/all')).products, 'product').brand.name.toLowerCase();
    const page = await api<SearchPage>(request, `/api/v2/sitesearch/f/${encodeURIComponent(term)}`);
    return { url: `/search/${encodeURIComponent(term)}`, heading: `Results for “${term}”`, shows: [first(page.products, 'result').title] };
  },
  async products(request) {
    const page = await api<ProductPage>(request, '/api/v2/listing/all');
    return { url: '/products', heading: 'Products', shows: [first(page.products, 'product').title] };
  },
  async promotion(request) {
    const promotion = first(await api<PromotionSummary[]>(request, '/api/promotions'), 'current promotion');
    const page = await api<ProductPage>(request, `/api/promotion/${encodeURIComponent(promotion.path)}`);
    return { url: promotion.uri, heading: promotion.title, shows: [first(page.products, 'promoted product').title] };
  },
  async sale(request) {
    const page = await api<SaleWithProducts>(request, '/api/v2/listing/sale');
    return { url: page.sale.url, heading: page.sale.name, shows: [first(page.products, 'product on sale').title] };
  },
  async promotions(request) {
    const promotion = first(await api<PromotionSummary[]>(request, '/api/promotions'), 'current promotion');
    return { url: '/promotions', heading: 'Promotions', shows: [promotion.title] };
  },
  async compare() {
    return { url: '/compare', heading: 'Compare Products', shows: ['No products to compare yet'] };
  },
  async cart() {
    return { url: '/cart', heading: 'Your cart', shows: ['Your cart is empty.'] };
  },
  async checkout() {
    return { url: '/customer/checkout', heading: 'Checkout', shows: ['Your cart is empty.'] };
  },
  // The visitor of `request` places an order first: only they may see its confirmation.
  async 'order-confirmation'(request) {
    const order = await placeGuestOrder(request);
    return {
      url: `/customer/confirmation?id=${order.cartId}`,
      heading: 'Thank you for your order',
      shows: [order.orderReference, order.title],
    };
  },
  // The payment information pages give the range of the flavour's payment configuration.
  zipmoney: async () => ({ url: '/zipmoney', heading: 'Zip Pay', shows: ['How it works', 'Zip is available at checkout for orders from'] }),
  afterpay: async () => ({
    url: '/afterpay',
    heading: 'Afterpay',
    shows: ['How it works', 'Afterpay is available at checkout for orders from'],
  }),
  async stores(request) {
    const store = first(await api<Store[]>(request, '/api/store'), 'store');
    return { url: '/stores', heading: 'Our Stores', shows: [store.name, store.openToday.text] };
  },
  async store(request) {
    const store = first(await api<Store[]>(request, '/api/store'), 'store');
    return { url: `/stores/${store.storeUri}`, heading: store.name, shows: [store.address, store.openToday.text] };
  },
  async 'virtual-tour-store'(request) {
    const store = first(
      (await api<Store[]>(request, '/api/store')).filter((s) => s.virtualTourId !== null),
      'store with a tour',
    );
    return { url: `/virtual-tour/${store.storeUri}`, heading: 'Virtual Tour', shows: [store.name] };
  },
  async static(request) {
    // The footer links the static pages; the first is as good as any.
    const home = await (await request.get('/')).text();
    const slug = /href="\/s\/([a-z0-9-]+)"/.exec(home)?.[1];
    if (!slug) throw new Error('The route sample needs a static page linked from the footer');
    const page = await api<{ heading: string; body: string }>(request, `/api/Static/${slug}`);
    const firstWords = page.body
      .replace(/<[^>]+>/g, ' ')
      .replace(/\s+/g, ' ')
      .trim()
      .split(' ')
      .slice(0, 4)
      .join(' ');
    return { url: `/s/${slug}`, heading: page.heading, shows: [firstWords] };
  },
};

/** The identity pages: their own form or answer, not the table's summary. */
const IDENTITY_PAGES: Record<string, SampleBuilder> = {
  account: async () => ({
    url: '/account',
    heading: 'My Account',
    shows: ['Please log in to see your details, orders and saved addresses.'],
  }),
  'account-login': async () => ({ url: '/account/login', heading: 'Log In', shows: ['Forgot your password?', 'Create an account'] }),
  'account-internal-login': async () => ({ url: '/account/internal/login', heading: 'Staff Log In', shows: ['Forgot your password?'] }),
  'account-register': async () => ({ url: '/account/register', heading: 'Create an Account', shows: ['ABN (optional)'] }),
  'account-forgot-password': async () => ({ url: '/account/forgot-password', heading: 'Forgot Your Password?', shows: ['Back to log in'] }),
  'account-reset-password': async () => ({
    url: `/account/reset-password?token=${'s'.repeat(32)}`,
    heading: 'Reset Your Password',
    shows: ['Confirm new password'],
  }),
  'account-confirm-email': async () => ({
    url: `/account/confirm-email?token=${'s'.repeat(32)}`,
    heading: 'Confirm Your E-mail',
    shows: ['Send a New Link'],
  }),
};

/**
 * Routes answered by something other than their own page: the redirect, the two 404 pages, and the
 * steps that move on by themselves: logout and the login callback (identity-*.spec.ts), and the
 * return from a payment provider (checkout-redirect-payments.spec.ts).
 */
const SPECIAL = new Set(['search-redirect', 'error-page', 'not-found', 'account-logout', 'login-callback', 'payment-return']);

export const isPlaceholder = (entry: RouteEntry) => entry.file === PLACEHOLDER;

export const BUILT_ENTRIES = ROUTE_TABLE.filter((entry) => !isPlaceholder(entry) && !SPECIAL.has(entry.id));
export const PLACEHOLDER_ENTRIES = ROUTE_TABLE.filter(isPlaceholder);

export function builtPageSample(entry: RouteEntry, request: APIRequestContext): Promise<RouteSample> {
  const build = BUILT_PAGES[entry.id] ?? IDENTITY_PAGES[entry.id];
  if (!build) throw new Error(`The built page ${entry.id} needs a sample in route-samples.ts`);
  return build(request);
}

export const placeholderUrl = (entry: RouteEntry) => `/${entry.path.replace(/:\w+/g, 'sample').replace(/\*/g, 'sample')}`;
