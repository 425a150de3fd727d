import type { Page } from '@playwright/test';
import { FLAVOUR_URLS } from '../../playwright.config';
import {
  checkoutForm,
  chooseDeliveryDayClearOfCutOffs,
  fillContact,
  fillDeliveryAddress,
  openCheckout,
  placeOrder,
  putInCart,
  sellableProduct,
  signIn,
  DEMO_TRADE,
  DEMO_STAFF,
  JANE_IN_SYDNEY,
} from './support/checkout-steps';
import { expect, test, WA_URL } from './support/fixtures';
import { newEmail } from './support/identity';
import { expectNoWcag22Violations } from './support/wcag';

/**
 * The methods that take no money at the checkout (document 2 section 4): a trade customer's CR account
 * and cash on delivery in the commercial flavour (wac), and staff's other payment method. The order is
 * placed at once and its whole total stays due; no card field is asked for.
 */
test.describe.configure({ timeout: 90_000 });

/** Chooses the method, checks that its panel replaced the card's, places the order and reads the confirmation's totals. */
async function payWith(page: Page, method: string, panelText: string, shot: string) {
  const form = checkoutForm(page);
  await form.getByRole('radio', { name: method, exact: true }).check();
  await expect(form).toContainText(panelText);
  await expect(form.getByLabel('Card number', { exact: true })).toHaveCount(0);
  await expectNoWcag22Violations(page);
  await page.screenshot({ path: shot, fullPage: true });
  await placeOrder(page);
  const totals = page.getByRole('region', { name: 'Payment' });
  const orderTotal = await totals
    .getByRole('definition')
    .nth(await indexOfTerm(page, 'Order Total'))
    .textContent();
  await expect(totals.getByRole('term').filter({ hasText: 'Balance due' })).toBeVisible();
  await expect(totals.getByRole('term').filter({ hasText: /^(Paid|Deposit paid)$/ })).toHaveCount(0);
  const balance = await totals
    .getByRole('definition')
    .nth(await indexOfTerm(page, 'Balance due'))
    .textContent();
  expect(balance).toBe(orderTotal);
  await expectNoWcag22Violations(page);
}

async function indexOfTerm(page: Page, term: string): Promise<number> {
  const terms = await page.getByRole('region', { name: 'Payment' }).getByRole('term').allTextContents();
  const index = terms.indexOf(term);
  expect(index, `the confirmation shows ${term}`).toBeGreaterThanOrEqual(0);
  return index;
}

test.describe('in the commercial flavour (wac), signed in as the approved demo trade account', () => {
  test.use({ baseURL: FLAVOUR_URLS.wac });

  const methods = [
    { method: 'CR account', panel: 'The order is charged to your CR account', width: 1280 },
    { method: 'Cash on delivery', panel: 'Pay the full amount in cash when your order is delivered.', width: 390 },
  ];
  for (const { method, panel, width } of methods) {
    test(`${method} places the order with the whole total due (${width}px)`, async ({ page, request }, info) => {
      await page.setViewportSize({ width, height: 900 });
      const token = await signIn(page, DEMO_TRADE);
      await putInCart(page, FLAVOUR_URLS.wac, (await sellableProduct(request, WA_URL)).sku, token);
      await openCheckout(page);
      await fillDeliveryAddress(page, JANE_IN_SYDNEY);
      await chooseDeliveryDayClearOfCutOffs(page);
      await payWith(page, method, panel, info.outputPath(`checkout-${width}.png`));
    });
  }
});

test('staff take a delivery order for a customer with the other payment method (staff only)', async ({ page, request }, info) => {
  await putInCart(page, WA_URL, (await sellableProduct(request, WA_URL)).sku);
  await signIn(page, DEMO_STAFF, '/customer/checkout', '/account/internal/login');
  await openCheckout(page);
  await fillContact(page, { email: newEmail('staff-other'), phone: '0412345678' });
  await fillDeliveryAddress(page, JANE_IN_SYDNEY);
  await chooseDeliveryDayClearOfCutOffs(page);
  await payWith(page, 'Other payment method (staff only)', 'Staff only: place the order now', info.outputPath('checkout-staff-other.png'));
});

test('a guest is never offered the staff-only method', async ({ page, request }) => {
  await putInCart(page, WA_URL, (await sellableProduct(request, WA_URL)).sku);
  await openCheckout(page);
  const methods = checkoutForm(page).getByRole('group', { name: 'Payment method' });
  await expect(methods.getByRole('radio', { name: 'Credit or debit card', exact: true })).toBeVisible();
  await expect(methods.getByRole('radio', { name: 'Other payment method (staff only)' })).toHaveCount(0);
  await expect(methods.getByRole('radio', { name: 'Zip in store' })).toHaveCount(0);
});
