import type { Page, Request } from '@playwright/test';
import {
  checkoutForm,
  chooseDeliveryDayClearOfCutOffs,
  fillContact,
  fillDeliveryAddress,
  openCheckout,
  putInCart,
  sellableProduct,
} from './checkout-steps';
import { expect } from './fixtures';

/** What the payment tests watch: the checkout posts and the analytics events the page sent. */

export const SYDNEY = {
  firstName: 'Pat',
  lastName: 'Buyer',
  street: '1 George Street',
  suburb: 'Parramatta',
  option: /^2150 Parramatta, NSW/,
};
export const PONSONBY = { firstName: 'Aroha', lastName: 'Ngata', street: '12 Ponsonby Road', suburb: 'Ponsonby', option: /^Ponsonby 1011/ };

/** A guest with a product in the cart, contact and address filled and a delivery day chosen: only the payment is left. */
export async function readyToPay(page: Page, baseUrl: string, options: { place?: typeof SYDNEY; phone?: string } = {}) {
  const product = await sellableProduct(page.request, baseUrl);
  await putInCart(page, baseUrl, product.sku);
  await openCheckout(page);
  await fillContact(page, { email: `pay-${Date.now()}@example.com`, phone: options.phone ?? '0412 345 678' });
  await fillDeliveryAddress(page, options.place ?? SYDNEY);
  await chooseDeliveryDayClearOfCutOffs(page);
  return product;
}

const cardField = (page: Page, label: string) => checkoutForm(page).getByLabel(label, { exact: true });

/** Types the card as a shopper does, key by key, so the fields' formatting runs. */
export async function typeCard(page: Page, number: string, cvv = '737') {
  await cardField(page, 'Name on card').fill('Pat Buyer');
  await cardField(page, 'Card number').pressSequentially(number);
  await cardField(page, 'Expiry date').pressSequentially('0830');
  await cardField(page, 'Security code (CVV)').pressSequentially(cvv);
}

/** Every POST /api/checkout the page sends, to check what left the browser. */
export function recordCheckoutPosts(page: Page): string[] {
  const bodies: string[] = [];
  page.on('request', (request: Request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/checkout') bodies.push(request.postData() ?? '');
  });
  return bodies;
}

/** The analytics events the page sent, in order. */
export function recordAnalytics(page: Page): Array<Record<string, unknown>> {
  const events: Array<Record<string, unknown>> = [];
  page.on('request', (request: Request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/analytics/events') {
      events.push(JSON.parse(request.postData() ?? '{}') as Record<string, unknown>);
    }
  });
  return events;
}

/** The submit body carries the card only encrypted: no number (plain or spaced), no code, no clear fields. */
export function expectNoClearCard(body: string | undefined, number: string, cvv: string) {
  expect(body, 'a checkout post').toBeTruthy();
  const parsed = JSON.parse(body!) as Record<string, unknown>;
  expect(body).not.toContain(number);
  expect(body).not.toContain(number.replace(/(\d{4})(?=\d)/g, '$1 '));
  expect(body).not.toContain(`"${cvv}"`);
  expect(parsed.cardDetails ?? null).toBeNull();
  const encrypted = Object.values(parsed.encryptedValues as Record<string, string>);
  expect(encrypted.length).toBeGreaterThan(0);
  for (const jwe of encrypted) expect(jwe.split('.')).toHaveLength(5);
  expect(parsed.cardHolderName).toBe('Pat Buyer');
}
