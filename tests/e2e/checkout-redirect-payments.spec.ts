import type { Page } from '@playwright/test';
import { FLAVOUR_URLS } from '../../playwright.config';
import { CHECKOUT_MESSAGES } from '../../src/domain/checkout-fields';
import { PONSONBY, readyToPay } from './support/checkout';
import { checkoutForm, expectDeliveryDayChosen } from './support/checkout-steps';
import { expect, NZ_URL, test, WA_URL } from './support/fixtures';
import { expectNoWcag22Violations } from './support/wcag';

// The redirect payment methods end to end against the sandbox providers (README "Sandbox payment
// providers"): the shopper chooses the method, places the order, decides on the provider's hosted
// page ("Approve", "Decline", "Cancel") and comes back to our return page, which confirms with the
// provider's query. Approve ends on the order's confirmation; Cancel back at the checkout, which
// says so; Decline shows the confirmation's error list with the way back.

const CONFIRMED = /\/customer\/confirmation\?id=[0-9a-f-]{36}$/;
const DECLINED = 'The payment was declined by the provider.';

type Method = 'PayPal' | 'Afterpay' | 'Zip' | 'Klarna' | 'Humm';
type Decision = 'Approve' | 'Decline' | 'Cancel';

/** Chooses the method, places the order and answers on the provider's page. */
/** The sandbox providers' pages carry no icon, so the browser's own /favicon.ico request is a 404. */
const SANDBOX_FAVICON = /status of 404 .*\/favicon\.ico\)$/;
/** A cancelled or declined payment's confirmation answers 400 with its error list, which the browser logs. */
const REFUSED_CONFIRMATION = /status of 400 .*\/api\/checkout\/(zip|paypal|afterpay|payment)confirmation\?/;

async function payOnProviderPage(page: Page, method: Method, decision: Decision, shots?: { path(name: string): string; width: number }) {
  const form = checkoutForm(page);
  await form.getByRole('group', { name: 'Payment method' }).getByRole('radio', { name: method, exact: true }).check();
  await expect(form.getByLabel('Card number', { exact: true })).toHaveCount(0);
  await expect(form.getByRole('checkbox', { name: 'Pay a deposit now and the balance later' })).toHaveCount(0);
  if (shots) {
    await expectNoWcag22Violations(page);
    await page.screenshot({ path: shots.path(`checkout-${method}-${shots.width}.png`), fullPage: true });
  }
  await form.getByRole('button', { name: 'Place Order' }).click();
  await expect(page).toHaveURL(new RegExp(`/sandbox/pay/${method.toLowerCase()}\\?reference=`), { timeout: 20_000 });
  await page.getByRole('button', { name: decision, exact: true }).click();
}

async function expectOrderPlaced(page: Page) {
  await expect(page).toHaveURL(CONFIRMED, { timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your order' })).toBeVisible();
  await expect(page.getByTestId('order-reference')).toHaveText(/^W\d+/);
}

async function expectCancelled(page: Page) {
  await expect(page).toHaveURL(/\/customer\/checkout\?status=CANCELLED$/, { timeout: 20_000 });
  await expect(page.getByRole('status').filter({ hasText: CHECKOUT_MESSAGES.cancelledPayment })).toBeVisible();
  // The cart is still there to pay another way, with the checkout's details and delivery day kept.
  await expect(checkoutForm(page).getByRole('button', { name: 'Place Order' })).toBeVisible();
  await expectDeliveryDayChosen(page);
}

async function expectDeclined(page: Page) {
  await expect(page).toHaveURL(/\/customer\/checkout\/return\//);
  await expect(page.getByRole('heading', { level: 1, name: 'Your payment was not completed' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('alert')).toHaveText(DECLINED);
  await expectNoWcag22Violations(page);
  await page.getByRole('link', { name: 'Back to checkout' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
}

const WA_METHODS: Method[] = ['PayPal', 'Afterpay', 'Zip', 'Klarna', 'Humm'];

test.describe('redirect payments in wa at 1280px', () => {
  for (const method of WA_METHODS) {
    test(`${method}: approved on the provider's page places the order`, async ({ page, consoleGuard }, info) => {
      consoleGuard.allow(SANDBOX_FAVICON);
      consoleGuard.allow(REFUSED_CONFIRMATION);
      await readyToPay(page, WA_URL);
      await payOnProviderPage(page, method, 'Approve', { path: (name) => info.outputPath(name), width: 1280 });
      await expectOrderPlaced(page);
      await expectNoWcag22Violations(page);
    });
  }
});

test.describe('redirect payments in wa at 390px', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  for (const method of WA_METHODS) {
    test(`${method}: a cancel returns to the checkout, a decline shows why`, async ({ page, consoleGuard }, info) => {
      consoleGuard.allow(SANDBOX_FAVICON);
      consoleGuard.allow(REFUSED_CONFIRMATION);
      await readyToPay(page, WA_URL);
      await payOnProviderPage(page, method, 'Cancel', { path: (name) => info.outputPath(name), width: 390 });
      await expectCancelled(page);
      await payOnProviderPage(page, method, 'Decline');
      await expectDeclined(page);
      await page.screenshot({ path: info.outputPath(`declined-${method}-390.png`), fullPage: true });
    });
  }
});

test.describe('redirect payments in aol-nz', () => {
  test.use({ baseURL: NZ_URL });
  for (const [method, width] of [
    ['Afterpay', 1280],
    ['PayPal', 390],
    ['Humm', 390],
  ] as const) {
    test(`${method} at ${width}px: cancel, then approve in New Zealand dollars`, async ({ page, consoleGuard }, info) => {
      consoleGuard.allow(SANDBOX_FAVICON);
      consoleGuard.allow(REFUSED_CONFIRMATION);
      await page.setViewportSize({ width, height: 900 });
      await readyToPay(page, NZ_URL, { place: PONSONBY, phone: '021 123 4567' });
      await payOnProviderPage(page, method, 'Cancel', { path: (name) => info.outputPath(name), width });
      await expectCancelled(page);
      await payOnProviderPage(page, method, 'Approve');
      await expectOrderPlaced(page);
    });
  }
});

test.describe('Zip in New Zealand (aol-nz)', () => {
  test.use({ baseURL: NZ_URL });

  test('shows its four payments (today, in 2, 4 and 6 weeks); a decline says why, then an approval places the order', async ({
    page,
    consoleGuard,
  }) => {
    consoleGuard.allow(SANDBOX_FAVICON);
    consoleGuard.allow(REFUSED_CONFIRMATION);
    await readyToPay(page, NZ_URL, { place: PONSONBY, phone: '021 123 4567' });
    const form = checkoutForm(page);
    await form.getByRole('group', { name: 'Payment method' }).getByRole('radio', { name: 'Zip', exact: true }).check();
    await expect(form.getByTestId('zip-panel')).toContainText('4 interest-free payments');
    const schedule = form.getByRole('list', { name: 'Zip payments' }).getByRole('listitem');
    await expect(schedule).toHaveCount(4);
    await expect(schedule.nth(0)).toContainText('Today');
    await expect(schedule.nth(3)).toContainText('In 6 weeks');
    await expect(schedule.nth(0)).toContainText('$');
    await payOnProviderPage(page, 'Zip', 'Decline');
    await expectDeclined(page);
    await expectDeliveryDayChosen(page);
    await payOnProviderPage(page, 'Zip', 'Approve');
    await expectOrderPlaced(page);
  });
});

// The online flavour (aol) reads the v2 payment configuration (a list of methods), with Zip's offer expiry.
test.describe('redirect payments in aol', () => {
  test.use({ baseURL: FLAVOUR_URLS.aol });

  test('Zip offers interest free until the day before its offer expires; approved on Zip’s page places the order', async ({
    page,
    consoleGuard,
  }) => {
    consoleGuard.allow(SANDBOX_FAVICON);
    await readyToPay(page, FLAVOUR_URLS.aol);
    const form = checkoutForm(page);
    await form.getByRole('group', { name: 'Payment method' }).getByRole('radio', { name: 'Zip', exact: true }).check();
    // The seeded offer expires on 30 June 2027: the shopper is told the last day it includes.
    await expect(form.getByTestId('zip-panel')).toContainText('Interest free when paid in full by 29 June 2027');
    await payOnProviderPage(page, 'Zip', 'Approve');
    await expectOrderPlaced(page);
  });

  test('Klarna declined on its page says why; approved, it places the order (390px)', async ({ page, consoleGuard }) => {
    consoleGuard.allow(SANDBOX_FAVICON);
    consoleGuard.allow(REFUSED_CONFIRMATION);
    await page.setViewportSize({ width: 390, height: 900 });
    await readyToPay(page, FLAVOUR_URLS.aol);
    await payOnProviderPage(page, 'Klarna', 'Decline');
    await expectDeclined(page);
    await expectDeliveryDayChosen(page);
    await payOnProviderPage(page, 'Klarna', 'Approve');
    await expectOrderPlaced(page);
  });
});

// The wallets: the sandbox wallet sheet gives the token; the return page posts the kept order with it.
test.describe('wallet payments in wa', () => {
  async function payWithWallet(page: Page, wallet: 'Apple Pay' | 'Google Pay', decision: Decision) {
    const form = checkoutForm(page);
    await form.getByRole('group', { name: 'Payment method' }).getByRole('radio', { name: wallet, exact: true }).check();
    await expect(form.getByTestId('wallet-panel')).toContainText(`Pay with ${wallet}`);
    await form.getByRole('button', { name: 'Place Order' }).click();
    await expect(page).toHaveURL(new RegExp(`/sandbox/pay/wallet/${wallet === 'Apple Pay' ? 'applepay' : 'googlepay'}\\?`), {
      timeout: 20_000,
    });
    await page.getByRole('button', { name: decision, exact: true }).click();
  }

  test('Apple Pay approved in its sheet places the order (1280px)', async ({ page, consoleGuard }) => {
    consoleGuard.allow(SANDBOX_FAVICON);
    await readyToPay(page, WA_URL);
    await payWithWallet(page, 'Apple Pay', 'Approve');
    await expectOrderPlaced(page);
  });

  test('Google Pay cancelled returns to the checkout, declined says so (390px)', async ({ page, consoleGuard }, info) => {
    consoleGuard.allow(SANDBOX_FAVICON);
    consoleGuard.allow(/status of 4\d\d .*\/api\/checkout\)$/);
    await page.setViewportSize({ width: 390, height: 844 });
    await readyToPay(page, WA_URL);
    await payWithWallet(page, 'Google Pay', 'Cancel');
    await expectCancelled(page);
    await payWithWallet(page, 'Google Pay', 'Decline');
    await expect(page.getByRole('heading', { level: 1, name: 'Your payment was not completed' })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('alert')).toContainText('Your wallet payment was declined. Please try a different payment method.');
    await expectNoWcag22Violations(page);
    await page.screenshot({ path: info.outputPath('wallet-declined-390.png'), fullPage: true });
  });
});
