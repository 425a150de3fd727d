import type { Page, Request } from '@playwright/test';
import type { ProductSummary } from '../../../src/contracts/products';
import { expect, waitForHydration } from './fixtures';

/** Flavour-specific bits of a checkout: the shopper's address and how the suburb is chosen. */
export interface CheckoutPlace {
  phone: string;
  street: string;
  suburbLabel: string;
  suburbTyped: string;
  suburbOption: RegExp;
}

export const SYDNEY: CheckoutPlace = {
  phone: '0412 345 678',
  street: '1 George Street',
  suburbLabel: 'Suburb',
  suburbTyped: 'Parramatta',
  suburbOption: /^2150 Parramatta, NSW$/,
};

export const AUCKLAND: CheckoutPlace = {
  phone: '021 234 5678',
  street: '12 Ponsonby Road',
  suburbLabel: 'Suburb and Postcode',
  suburbTyped: 'Ponsonby',
  suburbOption: /^Ponsonby \d{4}$/,
};

/**
 * Puts in-stock products of the flavour's catalogue into the browser's cart (through the cart API,
 * with the page's cookies). `skip` picks other products, so tests in one run do not share a line.
 */
export async function fillCart(page: Page, origin: string, skip: number): Promise<ProductSummary> {
  const res = await page.request.get(`${origin}/api/v2/listing?category=laundry&pageSize=60`);
  const { products } = (await res.json()) as { products: ProductSummary[] };
  const sellable = products.filter((p) => p.price !== null && p.stockStatus === 'inStock' && p.brand.name.toLowerCase() !== 'miele');
  const product = sellable[skip % sellable.length];
  if (!product) throw new Error('The seed has no laundry product in stock');
  const added = await page.request.post(`${origin}/api/cart/product/`, { data: { qty: 1, productCode: product.productCode } });
  expect(added.status()).toBe(200);
  return product;
}

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

/** Contact and delivery address, the suburb chosen from the suggestions; the calendar then picks the first date. */
export async function fillContactAndAddress(page: Page, origin: string, place: CheckoutPlace) {
  await page.goto(`${origin}/customer/checkout`);
  await waitForHydration(page);
  await field(page, 'Email').fill('pat.buyer@example.com');
  await field(page, 'Phone number').fill(place.phone);
  await field(page, 'First Name').fill('Pat');
  await field(page, 'Last Name').fill('Buyer');
  await field(page, 'Street Address').fill(place.street);
  await page.getByRole('combobox', { name: place.suburbLabel }).pressSequentially(place.suburbTyped);
  await page.getByRole('option', { name: place.suburbOption }).first().click();
  await expect(page.getByText('Selected delivery date:')).toBeVisible();
}

export async function fillCard(page: Page, number: string, cvv = '737') {
  await field(page, 'Name on card').fill('Pat Buyer');
  await field(page, 'Card number').pressSequentially(number);
  await field(page, 'Expiry date').pressSequentially('0830');
  await field(page, 'Security code (CVV)').pressSequentially(cvv);
}

/** Every POST /api/checkout the page sends, to check what left the browser. */
export function recordCheckoutPosts(page: Page): string[] {
  const bodies: string[] = [];
  page.on('request', (request: Request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/checkout') bodies.push(request.postData() ?? '');
  });
  return bodies;
}

/** The analytics events the page sent, by name, in order. */
export function recordAnalytics(page: Page): Array<Record<string, unknown>> {
  const events: Array<Record<string, unknown>> = [];
  page.on('request', (request: Request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/analytics/events') {
      events.push(JSON.parse(request.postData() ?? '{}') as Record<string, unknown>);
    }
  });
  return events;
}

/** The submit body carries the card only encrypted: no number, no code, no clear fields. */
export function expectNoClearCard(body: string, number: string, cvv: string) {
  const parsed = JSON.parse(body) as Record<string, unknown>;
  expect(body).not.toContain(number);
  expect(body).not.toContain(number.replace(/(\d{4})(?=\d)/g, '$1 '));
  expect(body).not.toMatch(new RegExp(`"${cvv}"`));
  expect(parsed.cardDetails ?? null).toBeNull();
  expect(Object.keys(parsed.encryptedValues as object).length).toBeGreaterThan(0);
  for (const jwe of Object.values(parsed.encryptedValues as Record<string, string>)) expect(jwe.split('.')).toHaveLength(5);
  expect(parsed.cardHolderName).toBe('Pat Buyer');
}
