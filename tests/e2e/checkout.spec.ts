import { CHECKOUT_MESSAGES } from '../../src/domain/checkout-fields';
import {
  checkoutForm,
  chooseDeliveryDayClearOfCutOffs,
  expectDeliveryDayChosen,
  fillCard,
  fillContact,
  fillDeliveryAddress,
  openCheckout,
  placeOrder,
  putInCart,
  sellableProduct,
} from './support/checkout-steps';
import { expect, test, WA_URL } from './support/fixtures';
import { newEmail } from './support/identity';
import { expectNoWcag22Violations } from './support/wcag';

/**
 * Whole checkouts of a guest in the wa flavour (document 2): validation on submit, the delivery
 * calendar, an approved sandbox card, the confirmation, and the page's own rules (the cancelled
 * payment message, the leave warning, the saved preferences).
 */
// Whole checkouts with an axe scan at each step take longer than the default 30 s on a busy machine.
test.describe.configure({ timeout: 90_000 });

const SYDNEY = { firstName: 'Jo', lastName: 'Shopper', street: '1 George Street', suburb: '2000', option: /^2000 Sydney, NSW/ };

for (const viewport of [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'phone', width: 390, height: 844 },
]) {
  test(`a guest checks out with an approved card on a ${viewport.name} (${viewport.width} px)`, async ({ page, request }) => {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    const product = await sellableProduct(request, WA_URL);
    await putInCart(page, WA_URL, product.sku);
    await openCheckout(page);
    await expect(page).toHaveTitle('Checkout | Wattle & Co Appliances');
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Checkout');
    const summary = page.getByRole('complementary', { name: 'Order Summary' });
    await expect(summary).toContainText(product.title.slice(0, 40));
    await expectNoWcag22Violations(page);

    // Submit flagged with nothing typed: the fields say what is wrong, the first takes the focus.
    const form = checkoutForm(page);
    await form.getByRole('button', { name: 'Place Order' }).click();
    await expect(form.getByLabel('Email', { exact: true })).toBeFocused();
    await expect(form).toContainText('Please enter a valid email address.');
    await expect(form).toContainText('Please enter a first name (max 20 characters)');
    await expect(form).toContainText(CHECKOUT_MESSAGES.cardNumber);
    await expect(form.getByRole('alert').filter({ hasText: CHECKOUT_MESSAGES.suburbFromList })).toBeVisible();
    await expectNoWcag22Violations(page);

    await fillContact(page, { email: newEmail('guest'), phone: '0412345678' });
    // The message described the form as it was: a change takes it away.
    await expect(form.getByRole('alert').filter({ hasText: CHECKOUT_MESSAGES.suburbFromList })).toHaveCount(0);
    await fillDeliveryAddress(page, SYDNEY);
    await chooseDeliveryDayClearOfCutOffs(page);
    // The phone is shown in its groups once typing settles.
    await expect(form.getByLabel('Phone number', { exact: true })).toHaveValue('0412 345 678');
    await expect(summary.getByText(/^(Same Day Delivery|Delivery)$/)).toBeVisible();
    await fillCard(page);
    await expectNoWcag22Violations(page);
    await page.screenshot({ path: `test-results/checkout-${viewport.name}.png`, fullPage: true });

    const reference = await placeOrder(page);
    await expect(page.getByRole('main')).toContainText(product.title);
    await expect(page.getByRole('main')).toContainText('Order Total');
    await expectNoWcag22Violations(page, 'main');
    await page.screenshot({ path: `test-results/confirmation-${viewport.name}.png`, fullPage: true });
    expect(reference).toMatch(/^W\d+$/);
  });
}

test('a cancelled payment says so', async ({ page, request }) => {
  await putInCart(page, WA_URL, (await sellableProduct(request, WA_URL)).sku);
  await openCheckout(page, '?status=CANCELLED');
  await expect(page.getByRole('status').filter({ hasText: "You've cancelled your payment." })).toBeVisible();
  // The simplified header and the reduced footer: no search, no compare tray.
  await expect(page.getByRole('link', { name: /Continue shopping/ }).first()).toBeVisible();
  await expect(page.getByRole('search')).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).not.toContainText('Customer service');
});

test('leaving the wa checkout before ordering asks first, in the shop and when the page is left', async ({ page, request }) => {
  await putInCart(page, WA_URL, (await sellableProduct(request, WA_URL)).sku);
  await openCheckout(page);
  await checkoutForm(page).getByLabel('First Name').fill('Jo');

  await page
    .getByRole('link', { name: /Continue shopping/ })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: 'Leave checkout?' });
  await expect(dialog).toContainText(CHECKOUT_MESSAGES.leaveWarning);
  await expectNoWcag22Violations(page);
  await dialog.getByRole('button', { name: 'Stay' }).click();
  await expect(page).toHaveURL(/\/customer\/checkout$/);

  await page
    .getByRole('link', { name: /Continue shopping/ })
    .first()
    .click();
  await dialog.getByRole('button', { name: 'Leave' }).click();
  await expect(page).toHaveURL(`${WA_URL}/`);

  // Closing the page (or reloading it): the browser's own prompt.
  await openCheckout(page);
  await checkoutForm(page).getByLabel('First Name').fill('Jo');
  const prompt = page.waitForEvent('dialog');
  await page.close({ runBeforeUnload: true });
  const beforeUnload = await prompt;
  expect(beforeUnload.type()).toBe('beforeunload');
  await beforeUnload.accept();
});

test('the contact and address typed before come back on the next visit', async ({ page, request }) => {
  await putInCart(page, WA_URL, (await sellableProduct(request, WA_URL)).sku);
  await openCheckout(page);
  const email = newEmail('returning');
  await fillContact(page, { email, phone: '0412345678' });
  await fillDeliveryAddress(page, SYDNEY);
  await chooseDeliveryDayClearOfCutOffs(page);
  const form = checkoutForm(page);
  await form.getByLabel('Keep me up to date with offers and news by email').uncheck();
  await form.getByLabel('Same as delivery address').uncheck();
  await form.getByLabel('First Name').nth(1).fill('Billie');
  // Saved once typing settles.
  await expect.poll(() => page.evaluate(() => window.localStorage.getItem('checkout-preferences') ?? '')).toContain('Billie');

  page.on('dialog', (prompt) => void prompt.accept());
  await page.reload();
  await expect(form.getByLabel('Email', { exact: true })).toHaveValue(email);
  await expect(form.getByLabel('Phone number', { exact: true })).toHaveValue('0412 345 678');
  await expect(page.getByTestId('delivery-address').getByRole('combobox', { name: 'Street Address' })).toHaveValue('1 George Street');
  await expect(form.getByLabel('Keep me up to date with offers and news by email')).not.toBeChecked();
  await expect(form.getByLabel('Same as delivery address')).not.toBeChecked();
  await expect(form.getByLabel('First Name').nth(1)).toHaveValue('Billie');
  await expectDeliveryDayChosen(page);
});
