import type { FastifyInstance } from 'fastify';
import { EMPTY_CART_ID, type Cart, type CartProductOptions } from '../../contracts/cart';
import type { Availability } from '../../contracts/checkout';
import type { BrandConfig } from '../../domain/brands';
import type { Caller } from '../../domain/caller';
import { pricesDependOnCaller, pricesVisibleTo } from '../../domain/price-visibility';
import type { OrderConfirmation } from '../../contracts/checkout';

/**
 * The one place an answer loses its prices (document 3 section 1: the commercial flavour hides
 * prices until sign-in). Services and their caches keep full prices; a call whose contract says
 * `carriesPrices` passes its answer through the withholder for its answer type here, in
 * defineRoute, when the caller may not see prices. What is withheld:
 * - a product's price, rrp, discountOffRrp, percentageDiscountOffRrp and priceEndsAt (when its
 *   discount ends), with `pricesWithheld: true` in their place;
 * - a page's price facets (emptied) and the product page's price history (emptied);
 * - the search suggestions' product prices;
 * - the cart: such a visitor cannot fill one (adding asks them to sign in), so every cart answer
 *   to them is the empty cart, and a product's add-on options come without their priced choices;
 * - the delivery calendar: no priced dates, supplier dates or services (such a visitor has no cart
 *   to deliver; the calendar asks them to fill in their details instead).
 */
/** What a withheld cart shows: nothing in it and nothing to pay. */
const EMPTY_CART_TOTALS = {
  cartId: EMPTY_CART_ID,
  products: [],
  rewards: [],
  productCount: 0,
  subTotal: 0,
  lineDiscountTotal: 0,
  addOnTotal: 0,
  couponDiscount: 0,
  giftCardTotal: 0,
  orderTotal: 0,
  savingTotal: 0,
  rrpTotal: 0,
  couponCode: null,
  codes: [],
  hasUnavailableProducts: false,
  hasProformaDelivery: false,
} satisfies Partial<Cart>;

const PRODUCT_PRICE_FIELDS = ['price', 'rrp', 'discountOffRrp', 'percentageDiscountOffRrp', 'priceEndsAt'] as const;

type PriceField = (typeof PRODUCT_PRICE_FIELDS)[number];
type Priced = Partial<Record<PriceField, unknown>> & { pricesWithheld?: true };

function product<T extends Priced>(item: T): T {
  const copy: Priced = { ...item };
  for (const field of PRODUCT_PRICE_FIELDS) delete copy[field];
  copy.pricesWithheld = true;
  return copy as T;
}

const products = <T extends Priced>(items: readonly T[]): T[] => items.map(product);

interface PageOfProducts<T extends Priced> {
  products: T[];
  facets: { priceRanges: unknown[] };
  pricesWithheld?: true;
}

/** Withholders by answer type; each returns the same shape with every price left out. */
const ORDER_FIGURES = [
  'subTotal',
  'deliveryFee',
  'storageFee',
  'couponDiscount',
  'giftCardTotal',
  'orderTotal',
  'gst',
  'paidNow',
  'balanceDue',
] as const;

export const withheldPrices = {
  product,
  /**
   * A guest's order confirmation where prices need a sign-in: without one nobody can buy there, so
   * this only keeps an order's figures from a caller who should not see prices.
   */
  orderConfirmation: <T extends OrderConfirmation>(order: T): T => ({
    ...order,
    lines: order.lines.map((line) => ({ ...line, price: 0 })),
    services: order.services.map((service) => ({ ...service, price: 0 })),
    ...Object.fromEntries(ORDER_FIGURES.map((name) => [name, 0])),
  }),
  cart: <T extends Cart>(cart: T): T => ({ ...cart, ...EMPTY_CART_TOTALS }),
  cartProductOptions: <T extends CartProductOptions>(options: T): T => ({
    ...options,
    installOptions: [],
    warrantyOptions: [],
    line: null,
  }),
  availability: <T extends Availability>(answer: T): T => ({
    ...answer,
    dates: [],
    supplierAvailability: {},
    deliveryServices: [],
    showCalendarWithAvailableDates: false,
    requestedDeliveryContact: true,
    firstAvailableDate: null,
    cheapestDate: null,
  }),
  productList: products,
  productResponse: <T extends { product: Priced }>(answer: T): T => ({ ...answer, product: product(answer.product) }),
  /** Upsell options, the compare list and the compare page's details: a list of products in an object. */
  productsIn: <T extends { products: Priced[] }>(answer: T): T => ({ ...answer, products: products(answer.products) }),
  /** Listing, search, sale and promotion pages: the products and the price facets. */
  productPage: <T extends PageOfProducts<Priced>>(page: T): T => ({
    ...page,
    products: products(page.products),
    facets: { ...page.facets, priceRanges: [] },
    pricesWithheld: true,
  }),
  priceHistory: <T extends { points: unknown[]; pricesWithheld?: true }>(history: T): T => ({
    ...history,
    points: [],
    pricesWithheld: true,
  }),
  suggestions: <T extends { results: { products: Priced[] } }>(answer: T): T => ({
    ...answer,
    results: { ...answer.results, products: products(answer.results.products) },
  }),
  legacySuggestions: <T extends { Results: { ProductResults: { Price?: unknown }[] } }>(answer: T): T => ({
    ...answer,
    Results: { ...answer.Results, ProductResults: answer.Results.ProductResults.map(({ Price: _price, ...rest }) => rest) },
  }),
};

export interface PriceRule {
  visibleTo(caller: Caller): boolean;
  /** Whether answers that carry prices differ by caller in this flavour (caches must keep them apart). */
  dependsOnCaller: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Who may see prices in the flavour this API serves. */
    priceRule: PriceRule;
  }
}

export function registerPriceRule(api: FastifyInstance, brand: Pick<BrandConfig, 'pricesRequireLogin'>): void {
  api.decorate('priceRule', {
    visibleTo: (caller: Caller) => pricesVisibleTo(brand, caller),
    dependsOnCaller: pricesDependOnCaller(brand),
  });
}

/** A caller with a sign-in reaches API calls with one of these; an answer that differs by caller must vary on them. */
export const CALLER_HEADERS = ['Authorization', 'Cookie'] as const;
