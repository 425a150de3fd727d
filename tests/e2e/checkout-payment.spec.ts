import { CHECKOUT_MESSAGES } from '../../src/domain/checkout-fields';
import { expectNoClearCard, PONSONBY, readyToPay, recordAnalytics, recordCheckoutPosts, typeCard } from './support/checkout';
import { checkoutForm } from './support/checkout-steps';
import { expect, NZ_URL, test, WA_URL } from './support/fixtures';
import { expectNoWcag22Violations } from './support/wcag';

// Card payments through the checkout page and the server's sandbox gateway, with the README's
// sandbox test cards: what the shopper sees, and that no clear card number leaves the browser.

const WA_SUPPORT = '1300 000 400';
const paymentText = (phone: string) => CHECKOUT_MESSAGES.checkoutPayment(phone);
const CONFIRMED = /\/customer\/confirmation\?id=/;

for (const width of [1280, 390]) {
  test.describe(`card payment in wa at ${width}px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('an approved card places the order; the post holds the card only encrypted', async ({ page }, info) => {
      const posts = recordCheckoutPosts(page);
      const events = recordAnalytics(page);
      await readyToPay(page, WA_URL);
      const number = width === 1280 ? '4111111111111111' : '5555555555554444';
      await typeCard(page, number);
      await expect(checkoutForm(page).getByLabel('Card number', { exact: true })).toHaveValue(number.replace(/(\d{4})(?=\d)/g, '$1 '));
      await expect(checkoutForm(page).getByRole('img', { name: width === 1280 ? 'Visa' : 'Mastercard' })).toBeVisible();
      await expect(checkoutForm(page).getByLabel('Expiry date', { exact: true })).toHaveValue('08 / 30');
      await expectNoWcag22Violations(page);
      await page.screenshot({ path: info.outputPath(`checkout-card-${width}.png`), fullPage: true });
      // Enter in the security code submits the order.
      await page.getByLabel('Security code (CVV)', { exact: true }).press('Enter');

      await expect(page).toHaveURL(CONFIRMED);
      await expect(page.getByRole('heading', { name: 'Thank you for your order' })).toBeVisible();
      await expect(page.getByText(/Your order reference is W\d+/)).toBeVisible();
      await page.screenshot({ path: info.outputPath(`confirmation-${width}.png`), fullPage: true });
      expect(posts).toHaveLength(1);
      expectNoClearCard(posts[0], number, '737');
      await expect
        .poll(() => events.map((event) => event.name))
        .toEqual(expect.arrayContaining(['begin_checkout', 'add_shipping_info', 'add_payment_info', 'purchase', 'pinboard_tag']));
      const payment = events.find((event) => event.name === 'add_payment_info');
      expect(payment).toMatchObject({ data: { payment_type: 'Credit Card' }, items: [expect.objectContaining({ quantity: 1 })] });
    });

    test('a declined card shows the refusal reason with the payment text and reports the error', async ({ page, consoleGuard }) => {
      consoleGuard.allow(/status of 401 .*\/api\/checkout/);
      const events = recordAnalytics(page);
      await readyToPay(page, WA_URL);
      await typeCard(page, '4000000000000002');
      await page.getByRole('button', { name: 'Place Order' }).click();
      const alert = page.getByRole('alert');
      await expect(alert).toHaveText(`Refused ${paymentText(WA_SUPPORT)}`);
      await expect(page).toHaveURL(/\/customer\/checkout$/);
      await expectNoWcag22Violations(page);
      await expect
        .poll(() => events.find((event) => event.name === 'submission-error'))
        .toMatchObject({ category: 'Checkout', action: 'Submit error', data: { paymentMethod: 'Credit Card', failureReason: 'Refused' } });
    });
  });
}

test('insufficient funds is refused with its reason', async ({ page, consoleGuard }) => {
  consoleGuard.allow(/status of 401 .*\/api\/checkout/);
  await readyToPay(page, WA_URL);
  await typeCard(page, '4000000000009995');
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page.getByRole('alert')).toHaveText(`Not enough balance ${paymentText(WA_SUPPORT)}`);
});

test('a card that fails the checks in the browser is never sent', async ({ page }) => {
  const posts = recordCheckoutPosts(page);
  await readyToPay(page, WA_URL);
  // The form's own rule first: a two-digit security code.
  await typeCard(page, '4111111111111112', '12');
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page.getByText('CVV must be at least 3 digits')).toBeVisible();
  // Then the check before encryption: a number whose checksum fails (the last digit mistyped).
  await page.getByLabel('Security code (CVV)', { exact: true }).pressSequentially('3');
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page.getByRole('alert')).toHaveText('Please check your card number.');
  expect(posts).toEqual([]);
});

test.describe('3-D Secure challenge', () => {
  // The sandbox challenge page has no icon of its own: Chromium asks for /favicon.ico there.
  test.beforeEach(({ consoleGuard }) => consoleGuard.allow(/favicon\.ico/));

  test('"Approve" on the challenge page places the order', async ({ page }) => {
    const posts = recordCheckoutPosts(page);
    await readyToPay(page, WA_URL);
    await typeCard(page, '4000000000003220');
    await page.getByRole('button', { name: 'Place Order' }).click();
    await expect(page.getByRole('heading', { name: 'Sandbox 3-D Secure check' })).toBeVisible();
    await page.getByRole('button', { name: 'Approve' }).click();
    await expect(page).toHaveURL(CONFIRMED);
    await expect(page.getByRole('heading', { name: 'Thank you for your order' })).toBeVisible();
    expectNoClearCard(posts[0], '4000000000003220', '737');
  });

  test('"Decline" brings the shopper back to checkout, the cart not ordered', async ({ page }) => {
    const product = await readyToPay(page, WA_URL);
    await typeCard(page, '4000000000003220');
    await page.getByRole('button', { name: 'Place Order' }).click();
    await page.getByRole('button', { name: 'Decline' }).click();
    await expect(page).toHaveURL(/\/customer\/checkout\?refusalReason=3D%20Not%20Authenticated$/);
    await expect(page.getByRole('complementary', { name: 'Order Summary' })).toContainText(product.title.slice(0, 40));
  });

  test('"Decline" shows the refusal reason with the payment text on return', async ({ page }) => {
    await readyToPay(page, WA_URL);
    await typeCard(page, '4000000000003220');
    await page.getByRole('button', { name: 'Place Order' }).click();
    await page.getByRole('button', { name: 'Decline' }).click();
    await expect(page.getByRole('alert')).toHaveText(`3D Not Authenticated ${paymentText(WA_SUPPORT)}`);
  });
});

test('a deposit is paid by card and the balance is left to pay', async ({ page }) => {
  const product = await readyToPay(page, WA_URL);
  await page.getByRole('checkbox', { name: 'Pay a deposit now and the balance later' }).check();
  const deposit = Math.ceil((product.price as number) * 0.5);
  await page.getByLabel('Deposit amount ($)', { exact: true }).fill(String(deposit));
  await typeCard(page, '4111111111111111');
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page).toHaveURL(CONFIRMED);
  await expect(page.getByRole('term').filter({ hasText: 'Deposit paid' })).toBeVisible();
  await expect(
    page
      .getByRole('definition')
      .filter({ hasText: `$${deposit.toLocaleString('en-AU')}` })
      .first(),
  ).toBeVisible();
  await expect(page.getByRole('term').filter({ hasText: 'Balance due' })).toBeVisible();
});

test.describe('in New Zealand (aol-nz)', () => {
  test.use({ baseURL: NZ_URL, viewport: { width: 390, height: 900 } });

  test('an approved amex places the order at phone width', async ({ page }, info) => {
    const posts = recordCheckoutPosts(page);
    await readyToPay(page, NZ_URL, { place: PONSONBY, phone: '021 234 5678' });
    await typeCard(page, '371449635398431', '1234');
    await expect(page.getByRole('img', { name: 'American Express' })).toBeVisible();
    await page.getByRole('button', { name: 'Place Order' }).click();
    await expect(page).toHaveURL(CONFIRMED);
    await expect(page.getByRole('heading', { name: 'Thank you for your order' })).toBeVisible();
    await page.screenshot({ path: info.outputPath('confirmation-nz-390.png'), fullPage: true });
    expectNoClearCard(posts[0], '371449635398431', '1234');
  });
});
