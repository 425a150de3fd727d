import {
  checkoutForm,
  DEMO_CUSTOMER,
  expectDeliveryDayChosen,
  fillDeliveryAddress,
  JANE_IN_SYDNEY,
  openCheckout,
  putInCart,
  sellableProduct,
  signIn,
} from './support/checkout-steps';
import { expect, test, waitForHydration, WA_URL } from './support/fixtures';
import { accountNav } from './support/identity';

/**
 * Issue 36 item 11: on a shared device, signing out leaves nothing of the customer for the next
 * person. Before the fix the next guest's checkout was filled with the last customer's e-mail,
 * phone and address, kept by the browser past the sign-out.
 */
test.describe.configure({ timeout: 120_000 });

const PERSONAL_KEYS = ['checkout-preferences', 'checkout-availability', 'wallet-checkout', 'checkout-orders-reported'];

test('after the customer signs out, a guest opening checkout finds every field empty', async ({ page, request }) => {
  const product = await sellableProduct(request, WA_URL);
  await putInCart(page, WA_URL, product.sku);
  await signIn(page, DEMO_CUSTOMER);
  await openCheckout(page);
  const form = checkoutForm(page);
  await expect(form.getByLabel('Email', { exact: true })).toHaveValue(DEMO_CUSTOMER.email);
  await fillDeliveryAddress(page, JANE_IN_SYDNEY);
  await expectDeliveryDayChosen(page);
  // The browser keeps the customer's details for their return (document 2 section 3).
  await expect.poll(() => page.evaluate(() => window.localStorage.getItem('checkout-preferences') ?? '')).toContain(JANE_IN_SYDNEY.street);

  // Sign out from the header, as the customer would.
  await page.goto('/');
  await waitForHydration(page);
  const loggingOut = page.waitForURL(/\/account\/logout$/);
  await accountNav(page).getByRole('link', { name: 'Log Out' }).click();
  // The logout page ends the session, then loads the home page again.
  await loggingOut;
  await page.waitForURL(`${WA_URL}/`, { timeout: 15_000 });
  await waitForHydration(page);
  expect(await page.evaluate(() => window.localStorage.getItem('access_token'))).toBeNull();
  const kept = await page.evaluate(
    (keys) => keys.filter((key) => window.localStorage.getItem(key) !== null || window.sessionStorage.getItem(key) !== null),
    PERSONAL_KEYS,
  );
  expect(kept).toEqual([]);

  // The next person, a guest on the same browser, starts a checkout.
  await putInCart(page, WA_URL, product.sku);
  await openCheckout(page);
  for (const label of ['Email', 'Phone number', 'First Name', 'Last Name']) {
    await expect(form.getByLabel(label, { exact: true })).toHaveValue('');
  }
  await expect(form.getByRole('combobox', { name: 'Street Address' }).first()).toHaveValue('');
  await expect(form.getByRole('combobox', { name: /^Suburb/ }).first()).toHaveValue('');
});
