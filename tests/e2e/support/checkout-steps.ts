import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import type { ProductSummary } from '../../../src/contracts/products';
import { DEMO_ACCOUNTS } from '../../../src/domain/demo-accounts';
import { addCalendarDays } from '../../../src/domain/delivery-days';
import { waitForHydration } from './fixtures';

/**
 * Steps of a whole checkout in a real browser, as a shopper takes them: the cart is filled through
 * the cart API (the cart's own specs cover adding), everything after through the checkout page.
 */

/** The demo accounts of the README's "Demo accounts" table that checkouts sign in as. */
export const DEMO_CUSTOMER = DEMO_ACCOUNTS.find((account) => account.key === 'customer')!;
export const DEMO_STAFF = DEMO_ACCOUNTS.find((account) => account.key === 'staff')!;
/** The demo trade account staff approved for the CR account and cash on delivery (ADR 0050). */
export const DEMO_TRADE = DEMO_ACCOUNTS.find((account) => account.key === 'trade')!;

/** The demo customer's delivery address in central Sydney (postcode 2000, a metro delivery zone). */
export const JANE_IN_SYDNEY = {
  firstName: 'Jane',
  lastName: 'Citizen',
  street: '1 George Street',
  suburb: '2000',
  option: /^2000 Sydney, NSW/,
};

/** An in-stock product with a price, from the seeded catalogue (not Miele: its warning has its own test). */
export async function sellableProduct(
  request: APIRequestContext,
  baseUrl: string,
  category = 'laundry/washing-machines',
): Promise<ProductSummary> {
  const res = await request.get(`${baseUrl}/api/v2/listing?category=${category}&pageSize=100`);
  const { products } = (await res.json()) as { products: ProductSummary[] };
  const product = products.find(
    (p) => p.price !== null && p.price !== undefined && p.stockStatus === 'inStock' && p.brand.name !== 'Miele',
  );
  if (!product) throw new Error(`The seed has no product in stock under ${category}`);
  return product;
}

/** Puts one product in this browser's cart (its visitor cookie, or the signed-in account's bearer token). */
export async function putInCart(page: Page, baseUrl: string, sku: string, bearer?: string) {
  const res = await page.request.post(`${baseUrl}/api/cart/product/`, {
    data: { qty: 1, sku },
    headers: { 'Idempotency-Key': randomUUID(), ...(bearer ? { authorization: `Bearer ${bearer}` } : {}) },
  });
  expect(res.status(), await res.text()).toBe(200);
}

export async function openCheckout(page: Page, query = '') {
  await page.goto(`/customer/checkout${query}`);
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
}

export const checkoutForm = (page: Page) => page.getByRole('form', { name: 'Checkout' });

export async function fillContact(page: Page, contact: { email: string; phone: string }) {
  const form = checkoutForm(page);
  await form.getByLabel('Email', { exact: true }).fill(contact.email);
  await form.getByLabel('Phone number', { exact: true }).fill(contact.phone);
}

/** Types part of a suburb and picks the suggestion; the delivery calendar then loads and picks the first day. */
export async function chooseSuburb(page: Page, typed: string, option: string | RegExp) {
  const suburb = checkoutForm(page).getByRole('combobox', { name: /^Suburb/ });
  await suburb.fill(typed);
  await page.getByRole('option', { name: option }).first().click();
}

export async function fillDeliveryAddress(
  page: Page,
  address: { firstName: string; lastName: string; street: string; suburb: string; option: string | RegExp },
) {
  const form = checkoutForm(page);
  await form.getByLabel('First Name').fill(address.firstName);
  await form.getByLabel('Last Name').fill(address.lastName);
  const street = form.getByRole('combobox', { name: 'Street Address' });
  await street.fill(address.street);
  await street.press('Escape');
  await chooseSuburb(page, address.suburb, address.option);
}

/** Waits until a delivery day is chosen (the first available one, or the one kept from before). */
export async function expectDeliveryDayChosen(page: Page) {
  await expect(page.getByTestId('delivery-section').getByRole('button', { pressed: true })).toHaveCount(1, { timeout: 15_000 });
}

/** The delivery date's region: the calendar, its month heading and its month arrows. */
export const deliveryDate = (page: Page) => page.getByRole('region', { name: 'Delivery date' });
export const monthHeading = (page: Page) => deliveryDate(page).locator('p[id$="-month"]');
/** A calendar day's button: it carries its date; its name is for people. */
export const deliveryDay = (page: Page, date: string) => deliveryDate(page).locator(`button[data-date="${date}"]`);

/** Shows the calendar's next month, and waits until its heading names it. */
export async function showNextMonth(page: Page) {
  const shown = (await monthHeading(page).textContent())!;
  await deliveryDate(page).getByRole('button', { name: 'Next month' }).click();
  await expect(monthHeading(page)).not.toHaveText(shown);
}

/**
 * Waits until a delivery day is chosen, then chooses the first available day at least two days
 * after it. Today's and tomorrow's deliveries close at their cut-offs (10:00 and 15:00 on the
 * warehouse's clock): a day chosen just before one is refused when the order is placed just after
 * it, as it should be, and a test that placed its order then failed for the minute it ran in. No
 * cut-off applies two days out.
 */
export async function chooseDeliveryDayClearOfCutOffs(page: Page) {
  await expectDeliveryDayChosen(page);
  const chosen = deliveryDate(page).getByRole('button', { pressed: true });
  const from = addCalendarDays((await chosen.getAttribute('data-date'))!, 2);
  for (let month = 0; month < 3; month++) {
    const available = await deliveryDate(page)
      .locator('button[data-available="true"]')
      .evaluateAll((days) => days.map((day) => day.getAttribute('data-date')!));
    const later = available.find((date) => date >= from);
    if (later) {
      const day = deliveryDay(page, later);
      await day.click();
      await expect(day).toHaveAttribute('aria-pressed', 'true');
      return;
    }
    await showNextMonth(page);
  }
  throw new Error(`no delivery day available from ${from}`);
}

export async function fillCard(page: Page, number = '4111 1111 1111 1111') {
  const form = checkoutForm(page);
  await form.getByLabel('Name on card').fill('Jo Shopper');
  await form.getByLabel('Card number').fill(number);
  await form.getByLabel('Expiry date').fill('12 / 2031');
  await form.getByLabel('Security code (CVV)').fill('123');
}

/** Places the order and lands on its confirmation; answers the order reference shown. */
export async function placeOrder(page: Page): Promise<string> {
  await checkoutForm(page).getByRole('button', { name: 'Place Order' }).click();
  await expect(page).toHaveURL(/\/customer\/confirmation\?id=[0-9a-f-]{36}$/, { timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your order' })).toBeVisible();
  const reference = (await page.getByTestId('order-reference').textContent()) ?? '';
  expect(reference).toMatch(/^W\d+/);
  return reference;
}

/** Signs in on the login page and comes back to `returnPath`; answers the session's access token. */
export async function signIn(
  page: Page,
  account: { email: string; password: string },
  returnPath = '/customer/checkout',
  loginPath = '/account/login',
) {
  await page.goto(`${loginPath}?returnUrl=${encodeURIComponent(returnPath)}`);
  await waitForHydration(page);
  await page.getByRole('main').getByLabel('Email').fill(account.email);
  await page.getByRole('main').getByLabel('Password').fill(account.password);
  await page.getByRole('main').getByLabel('Password').press('Enter');
  await expect(page).toHaveURL(new RegExp(`${returnPath.replace(/[/?]/g, '\\$&')}$`), { timeout: 15_000 });
  const token = await page.evaluate(() => window.localStorage.getItem('access_token'));
  expect(token, 'the session’s access token').toBeTruthy();
  return token!;
}
