import type { FastifyInstance } from 'fastify';
import type { BrandWithCount, ListingPage, PromotionSummary, SaleWithProducts } from '../../src/contracts/listing';
import type { NavbarResponse } from '../../src/contracts/navigation';
import type { Geo, Store } from '../../src/contracts/places';
import type { ProductPage, SearchPage } from '../../src/contracts/search';
import type { BrandConfig } from '../../src/domain/brands';
import { IDENTITY_ERRORS, IDENTITY_MESSAGES } from '../../src/domain/identity-messages';
import { formatMoney, formatMoneyWithCents } from '../../src/domain/money-format';
import type { PaymentConfiguration } from '../../src/contracts/payments';
import { PASSWORD_HINT } from '../../src/web/features/identity/identity-form-schemas';
import { insertBrand, insertCategory, insertPlacedOrder, insertProduct, insertStaticPage, insertStore } from '../support/fixtures';

/** What a built page must show: its own heading and data, read from the API or written by the test. */
export interface PageCheck {
  url: string;
  heading: string;
  /** Text a reader sees on the page. */
  shows: string[];
  /** Text that must not be there. */
  hides?: string[];
  /** Markup the page carries (structured data, links). */
  markup?: string[];
  /** Cookies the request carries (a visitor's own pages). */
  cookies?: Record<string, string>;
}

interface CheckContext {
  server: FastifyInstance;
  brand: BrandConfig;
  fixtures: PageFixtures;
}

async function api<T>(server: FastifyInstance, url: string): Promise<T> {
  const response = await server.inject(url);
  if (response.statusCode !== 200) throw new Error(`${url} answered ${response.statusCode}`);
  return response.json<T>();
}

function first<T>(list: readonly T[], what: string): T {
  const item = list[0];
  if (item === undefined) throw new Error(`The page check needs at least one ${what}`);
  return item;
}

/** The count line of a listing: "Showing 1–24 of 130 products" or "7 products". */
const countLine = (page: ProductPage) =>
  page.totalCount > page.pageSize
    ? `Showing 1–${page.pageSize} of ${page.totalCount.toLocaleString('en-AU')} products`
    : `${page.totalCount} ${page.totalCount === 1 ? 'product' : 'products'}`;

/** A priced product of our own, in a category of our own, with one specification. */
async function fixtureProduct(title: string) {
  const brand = await insertBrand({ name: 'Fixture Appliances' });
  const category = await insertCategory({ name: 'Fixture Ovens' });
  return insertProduct({
    brandId: brand.id,
    categoryId: category.id,
    title,
    priceCents: 129_900,
    rrpCents: 149_900,
    specifications: [{ group: 'Dimensions', name: 'Width', value: '597 mm' }],
  });
}

/** The visitor (the `wau` cookie) who placed the fixture order. */
const ORDERING_VISITOR = '5b0c1d2e-3f40-4a51-8b62-7c83d94ea5f6';

export type PageFixtures = Awaited<ReturnType<typeof insertPageFixtures>>;

/**
 * The rows the checks show, written before the server starts (the server keeps stores and pages
 * in short-lived caches, so rows written later may not show yet).
 */
export async function insertPageFixtures(brand: BrandConfig) {
  return {
    product: await fixtureProduct('Fixture 60cm Pyrolytic Oven'),
    compared: [await fixtureProduct('Fixture Compared Oven One'), await fixtureProduct('Fixture Compared Oven Two')] as const,
    store: await insertStore({ name: 'Fixture Showroom', country: brand.country }),
    tourStore: await insertStore({ name: 'Fixture Tour Showroom', country: brand.country, virtualTourId: 'tour-fixture' }),
    staticPage: await insertStaticPage({ heading: 'Fixture Delivery Terms', bodyHtml: '<p>We deliver on weekdays only.</p>' }),
    placedOrder: {
      visitorId: ORDERING_VISITOR,
      ...(await insertPlacedOrder({
        app: brand.app,
        visitorId: ORDERING_VISITOR,
        title: 'Fixture Ordered Dishwasher',
        priceCents: 99_900,
      })),
    },
  };
}

/** The price line a shopper sees: the price, or the commercial flavour's login prompt. */
const priceSeen = (brand: BrandConfig, cents: number) => (brand.pricesRequireLogin ? 'LOG IN for Price' : formatMoney(cents, brand));

/** "$1.00 to $2,000.00" in the flavour's money, or the page's words for a switched-off provider. */
function rangeShown(range: { isEnabled: boolean; minimumAmount: number; maximumAmount: number }, brand: BrandConfig, name: string) {
  if (!range.isEnabled) return `${name} is not available at checkout at the moment.`;
  const money = (dollars: number) => formatMoneyWithCents(Math.round(dollars * 100), brand);
  return `${money(range.minimumAmount)} to ${money(range.maximumAmount)}`;
}

export const builtPageChecks: Record<string, (context: CheckContext) => Promise<PageCheck>> = {
  async home({ server, brand }) {
    const navbar = await api<NavbarResponse>(server, '/api/navbar');
    // The visitor's own store leads the showrooms (a first visit gets the flavour's default store).
    const geo = await api<Geo>(server, '/api/geo');
    const stores = await api<Store[]>(server, '/api/store');
    const ownStore = stores.find((s) => s.id === geo.store?.id) ?? first(stores, 'store');
    return {
      url: '/',
      heading: brand.tagline,
      shows: [first(navbar.mainNav, 'main category').name, ownStore.name, ownStore.openToday.text],
    };
  },

  async cart() {
    return { url: '/cart', heading: 'Your cart', shows: ['Your cart is empty.'] };
  },

  async product({ brand, fixtures: { product } }) {
    return {
      url: `/p/${product.slug}`,
      heading: 'Fixture 60cm Pyrolytic Oven',
      shows: ['Fixture Appliances', '597 mm', priceSeen(brand, 129_900)],
      hides: brand.pricesRequireLogin ? ['$1,299'] : ['LOG IN for Price'],
      markup: ['application/ld+json'],
    };
  },

  async category({ server }) {
    const navbar = await api<NavbarResponse>(server, '/api/navbar');
    const uri = first(navbar.mainNav, 'main category').uri.replace(/^\/c\//, '');
    const page = await api<ListingPage>(server, `/api/v2/listing?category=${encodeURIComponent(uri)}`);
    return {
      url: `/c/${uri}`,
      heading: page.subject.name,
      shows: [first(page.products, 'product').title, countLine(page)],
      markup: ['href="/p/', '"@type":"BreadcrumbList"', ...(page.totalCount > page.pageSize ? ['aria-label="Pagination"'] : [])],
    };
  },

  async brands({ server }) {
    // Brands with nothing to sell are left off the list.
    const stocked = (await api<BrandWithCount[]>(server, '/api/brands')).filter((b) => b.productCount > 0);
    return {
      url: '/brands',
      heading: 'Our Brands',
      shows: [`${stocked.length} brands we stock`, ...stocked.slice(0, 3).map((b) => `${b.name} ${b.productCount} products`)],
    };
  },

  async brand({ server }) {
    const brands = await api<BrandWithCount[]>(server, '/api/brands');
    const stocked = first(
      brands.filter((b) => b.productCount > 0),
      'brand with products',
    );
    const page = await api<ListingPage>(server, `/api/v2/listing?brand=${encodeURIComponent(stocked.slug)}`);
    return { url: stocked.uri, heading: stocked.name, shows: [first(page.products, 'product').title, countLine(page)] };
  },

  async search({ server }) {
    const all = await api<ProductPage>(server, '/api/v2/listing/all');
    const term = first(all.products, 'product').brand.name.toLowerCase();
    const page = await api<SearchPage>(server, `/api/v2/sitesearch/f/${encodeURIComponent(term)}`);
    return { url: `/search/${encodeURIComponent(term)}`, heading: `Results for “${term}”`, shows: [first(page.products, 'result').title] };
  },

  async products({ server }) {
    const page = await api<ProductPage>(server, '/api/v2/listing/all');
    return { url: '/products', heading: 'Products', shows: [first(page.products, 'product').title, countLine(page)] };
  },

  async promotion({ server }) {
    const promotion = first(await api<PromotionSummary[]>(server, '/api/promotions'), 'current promotion');
    const page = await api<ProductPage>(server, `/api/promotion/${encodeURIComponent(promotion.path)}`);
    return { url: promotion.uri, heading: promotion.title, shows: [first(page.products, 'promoted product').title] };
  },

  async sale({ server }) {
    const page = await api<SaleWithProducts>(server, '/api/v2/listing/sale');
    return { url: page.sale.url, heading: page.sale.name, shows: [first(page.products, 'product on sale').title, countLine(page)] };
  },

  async promotions({ server }) {
    const promotions = await api<PromotionSummary[]>(server, '/api/promotions');
    first(promotions, 'current promotion');
    return { url: '/promotions', heading: 'Promotions', shows: promotions.slice(0, 3).map((p) => p.title) };
  },

  async compare({ fixtures }) {
    const [one, two] = fixtures.compared;
    return { url: `/compare?sku=${one.sku}~${two.sku}`, heading: 'Compare Products', shows: [one.title, two.title] };
  },

  // A visitor without a cart: the page says so (or, where prices need a login, asks them to log in).
  async checkout({ brand }) {
    return {
      url: '/customer/checkout',
      heading: 'Checkout',
      shows: [brand.pricesRequireLogin ? 'Please log in to see prices and check out.' : 'Your cart is empty.'],
    };
  },

  // The return from a payment provider: the page confirms in the browser, so the server renders the wait.
  async 'payment-return'() {
    return {
      url: '/customer/checkout/return/zip?checkoutId=sample&result=approved',
      heading: 'Confirming your payment',
      shows: ['Please wait while we confirm your payment. Do not refresh the page.'],
    };
  },

  // The providers' information pages show the range the payment configuration gives now, as the flavour's money.
  async zipmoney({ server, brand }) {
    const configuration = await api<PaymentConfiguration>(server, '/api/checkout/paymentconfiguration');
    return { url: '/zipmoney', heading: 'Zip Pay', shows: [rangeShown(configuration.Zip, brand, 'Zip')] };
  },

  async afterpay({ server, brand }) {
    const configuration = await api<PaymentConfiguration>(server, '/api/checkout/paymentconfiguration');
    return { url: '/afterpay', heading: 'Afterpay', shows: [rangeShown(configuration.AfterPay, brand, 'Afterpay')] };
  },

  // The order's confirmation, to the visitor who placed it (anyone else gets the not-found page, tested in the API suite).
  async 'order-confirmation'({ fixtures: { placedOrder } }) {
    return {
      url: `/customer/confirmation?id=${placedOrder.cartId}`,
      heading: 'Thank you for your order',
      shows: [placedOrder.orderNumber, 'Fixture Ordered Dishwasher'],
      cookies: { wau: placedOrder.visitorId },
    };
  },

  // A visitor's /account: the page itself, which loads the account in the browser (tests/ssr/account-page.test.ts renders it signed in).
  async account() {
    return {
      url: '/account',
      heading: 'My Account',
      shows: ['Log out', 'Loading your account…'],
      hides: ['Your orders, addresses and details.'],
    };
  },

  async stores({ server }) {
    const stores = await api<Store[]>(server, '/api/store');
    const shown = first(stores, 'store');
    return { url: '/stores', heading: 'Our Stores', shows: [shown.name, shown.openToday.text] };
  },

  async store({ server, fixtures: { store: row } }) {
    const store = await api<Store>(server, `/api/store/${row.id}`);
    return { url: `/stores/${row.storeUri}`, heading: 'Fixture Showroom', shows: ['1 Fixture Street', store.openToday.text] };
  },

  async 'virtual-tour-store'({ fixtures: { tourStore: row } }) {
    return { url: `/virtual-tour/${row.storeUri}`, heading: 'Virtual Tour', shows: ['Fixture Tour Showroom'] };
  },

  async static({ fixtures: { staticPage: page } }) {
    return { url: `/s/${page.slug}`, heading: 'Fixture Delivery Terms', shows: ['We deliver on weekdays only.'] };
  },
  // The identity pages (document 3 sections 2 and 7). The login is a real form post with its hidden fields.
  async 'account-login'({ brand }) {
    return {
      url: '/account/login?returnUrl=%2Fstores&error=invalid',
      heading: 'Log In',
      shows: [IDENTITY_ERRORS.invalidLogin, 'Email', 'Password', 'Forgot your password?', 'Create an account', 'Continue with Sandbox ID'],
      markup: [
        'action="/api/account/login-redir" method="post"',
        'name="returnUrl" value="/stores"',
        `name="clientId" value="${brand.clientId}"`,
        `name="origin" value="https://${brand.hostname}"`,
        'name="nonce" value="',
      ],
    };
  },
  async 'account-internal-login'() {
    return {
      url: '/account/internal/login?exp=true',
      heading: 'Staff Log In',
      shows: ['Your session has expired. Please log in again.', 'Forgot your password?'],
      hides: ['Create an account', 'Continue with'],
      markup: ['name="returnUrl" value="/project"'],
    };
  },
  async 'account-register'() {
    return {
      url: '/account/register',
      heading: 'Create an Account',
      shows: ['Email', 'Password', PASSWORD_HINT, 'First name', 'Last name', 'Phone (optional)', 'ABN (optional)', 'Create Account'],
    };
  },
  async 'account-forgot-password'() {
    return { url: '/account/forgot-password', heading: 'Forgot Your Password?', shows: ['Email', 'Send Reset Link', 'Back to log in'] };
  },
  async 'account-reset-password'() {
    return {
      url: `/account/reset-password?token=${'t'.repeat(32)}`,
      heading: 'Reset Your Password',
      shows: ['New password', 'Confirm new password', PASSWORD_HINT, 'Reset Password'],
    };
  },
  async 'account-confirm-email'() {
    // An unknown token: the page says so and offers a new link.
    return {
      url: `/account/confirm-email?token=${'u'.repeat(32)}`,
      heading: 'Confirm Your E-mail',
      shows: [IDENTITY_MESSAGES.invalidToken, 'Send a New Link'],
    };
  },
  async 'account-logout'() {
    return { url: '/account/logout?returnUrl=%2F', heading: 'Log Out', shows: ['Logging you out…'] };
  },
  async 'login-callback'() {
    return {
      url: '/blank/account/login-callback?nonce=abcdefgh&returnUrl=%2F',
      heading: 'Logging You In',
      shows: ['Please wait while we finish logging you in.'],
    };
  },
};
