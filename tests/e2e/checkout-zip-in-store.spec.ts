import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { checkoutForm, DEMO_STAFF, fillContact, openCheckout, putInCart, sellableProduct, signIn } from './support/checkout-steps';
import { expect, test, WA_URL } from './support/fixtures';
import { newEmail } from './support/identity';
import { expectNoWcag22Violations } from './support/wcag';

// Zip in store as the demo staff member (README "Demo accounts") against the sandbox Zip app, whose
// store codes drive each outcome (README "Sandbox Zip in store codes"): the waiting dialog while the
// status is polled every 2 s, then the order's confirmation or the outcome's message.

test.describe.configure({ timeout: 90_000 });

const WAITING = 'Waiting for customer to confirm in their Zip app';

interface PostedOrder {
  cartId: string;
  paymentReference: string;
}

/** A staff cash-and-carry checkout (no delivery day needed) paid by Zip in store with the given store code. */
async function payInStore(page: Page, storeCode: string, shot?: string) {
  await putInCart(page, WA_URL, (await sellableProduct(page.request, WA_URL)).sku);
  await signIn(page, DEMO_STAFF, '/customer/checkout', '/account/internal/login');
  await openCheckout(page);
  const form = checkoutForm(page);
  await fillContact(page, { email: newEmail('zip-in-store'), phone: '0412345678' });
  await form
    .getByRole('region', { name: 'Store and salesperson' })
    .getByLabel(/^Cash and carry/)
    .check();
  await form.getByLabel('First Name').fill('Walk');
  await form.getByLabel('Last Name').fill('In');
  await form.getByRole('radio', { name: 'Zip in store', exact: true }).check();
  await form.getByLabel('Zip store code', { exact: true }).fill(storeCode);
  if (shot) {
    await expectNoWcag22Violations(page);
    await page.screenshot({ path: shot, fullPage: true });
  }
  const answer = page.waitForResponse(
    (response) => response.request().method() === 'POST' && new URL(response.url()).pathname === '/api/checkout',
  );
  await form.getByRole('button', { name: 'Place Order' }).click();
  const posted = (await (await answer).json()) as PostedOrder;
  return { dialog: page.getByRole('dialog', { name: WAITING }), posted };
}

async function expectStoppedWith(page: Page, message: string | RegExp) {
  await expect(page.getByRole('dialog', { name: WAITING })).toBeHidden({ timeout: 20_000 });
  await expect(checkoutForm(page).getByRole('alert')).toHaveText(message);
  await expect(page).toHaveURL(/\/customer\/checkout$/);
}

test('the store code is required and must be 6 digits before anything is sent', async ({ page }) => {
  await putInCart(page, WA_URL, (await sellableProduct(page.request, WA_URL)).sku);
  await signIn(page, DEMO_STAFF, '/customer/checkout', '/account/internal/login');
  await openCheckout(page);
  const form = checkoutForm(page);
  await form.getByRole('radio', { name: 'Zip in store', exact: true }).check();
  await form.getByRole('button', { name: 'Place Order' }).click();
  await expect(form.getByText('Please enter a zip store code')).toBeVisible();
  await form.getByLabel('Zip store code', { exact: true }).fill('12345');
  await expect(form.getByText('Zip store code should be exactly 6 digits and contain only numbers')).toBeVisible();
});

for (const width of [1280, 390]) {
  test(`approved in the customer's app places the order (${width}px)`, async ({ page }, info) => {
    await page.setViewportSize({ width, height: 900 });
    const { dialog } = await payInStore(page, '100001', info.outputPath(`zip-in-store-${width}.png`));
    await expect(page).toHaveURL(/\/customer\/confirmation\?id=/, { timeout: 20_000 });
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('order-reference')).toHaveText(/^W\d+/);
    await expectNoWcag22Violations(page);
  });
}

test('the waiting dialog stays through Escape and a backdrop click until the customer cancels in their app', async ({
  page,
  context,
  consoleGuard,
}, info) => {
  consoleGuard.allow(/status of 404 .*\/favicon\.ico\)$/);
  const { dialog, posted } = await payInStore(page, '654321');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('Please do not refresh the page')).toBeVisible();
  await page.keyboard.press('Escape');
  await page.mouse.click(3, 3);
  await expect(dialog).toBeVisible();
  await expectNoWcag22Violations(page);
  await page.screenshot({ path: info.outputPath('zip-waiting.png') });

  // The customer's Zip app (the sandbox device page) answers Cancel; the next poll stops with its message.
  const app = await context.newPage();
  await app.goto(`/sandbox/pay/zip-in-store?reference=${encodeURIComponent(posted.paymentReference)}`);
  await app.getByRole('button', { name: 'Cancel', exact: true }).click();
  await expect(app.getByRole('status')).toHaveText('Your answer was sent to the store. You can close this page.');
  await expectStoppedWith(page, 'The customer cancelled the payment in their Zip app.');
});

for (const [code, outcome, message] of [
  ['200002', 'declined', 'The payment was declined by Zip. Please ask the customer for another payment method.'],
  ['300003', 'cancelled', 'The customer cancelled the payment in their Zip app.'],
  ['400004', 'expired', 'The payment request expired before the customer confirmed it.'],
] as const) {
  test(`${outcome} in the customer's app stops with its message`, async ({ page }) => {
    const { dialog } = await payInStore(page, code);
    await expect(dialog).toBeVisible();
    await expectStoppedWith(page, message);
    await expectNoWcag22Violations(page);
  });
}

test('a provider that keeps failing is polled until 65 s, then the 408 message names the order', async ({ page, consoleGuard }) => {
  consoleGuard.allow(/status of 50\d .*\/api\/payment\/status\?/);
  await page.clock.install();
  const { dialog, posted } = await payInStore(page, '500005');
  await expect(dialog).toBeVisible();
  await page.clock.runFor(10_000);
  await expect(dialog).toBeVisible();
  await page.clock.runFor(56_000);
  await expectStoppedWith(
    page,
    /^There was an error processing your order\. Please contact our team on 1300 000 400 and quote your order reference W\d+\.$/,
  );
  // The order waits for Zip until it expires; the staff member's cart is freed for the next run.
  const token = await page.evaluate(() => window.localStorage.getItem('access_token'));
  const voided = await page.request.post('/api/checkout/void', {
    data: { cartId: posted.cartId, selectedPaymentOption: 'ZipInStore' },
    headers: { authorization: `Bearer ${token}`, 'Idempotency-Key': randomUUID() },
  });
  expect(voided.status(), await voided.text()).toBe(200);
});
