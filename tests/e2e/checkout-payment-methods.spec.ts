import type { Page } from '@playwright/test';
import { combineOptions } from '../../src/domain/checkout-options';
import { serveHarness } from './support/harness/serve-harness';
import { expect, test } from './support/fixtures';
import { expectNoWcag22Violations } from './support/wcag';

// The payment methods beyond the card on the payment harness (every configured method on from $1 to
// $5,000, today 27 Nov 2026): each method's panel and texts, one panel at a time, Zip in store's
// store code, and the waiting dialog that neither Escape nor the backdrop closes.

const EVERY_FLAG = combineOptions(['PayPal', 'AfterPay', 'Zip', 'ZipInStore', 'CRAccount', 'COD', 'StaffOnlyOtherPaymentMethod']);

async function openHarness(page: Page, total: number, opts = EVERY_FLAG) {
  await serveHarness(page, 'payment');
  await page.goto(`/__harness/payment?configured=1&opts=${opts}&total=${total}`);
  await expect(page.getByRole('heading', { name: 'Payment harness' })).toBeVisible();
}

const methods = (page: Page) => page.getByRole('group', { name: 'Payment method' });
const choose = (page: Page, label: string) => methods(page).getByRole('radio', { name: label, exact: true }).check();

for (const width of [1280, 390]) {
  test.describe(`payment methods at ${width}px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('offers every configured and flagged method, each with its own panel and figures', async ({ page }, info) => {
      await openHarness(page, 1200);
      const labels = await methods(page).locator('label:has(input[type=radio])').allInnerTexts();
      expect(labels).toEqual([
        'Credit or debit card',
        'Apple Pay',
        'Google Pay',
        'PayPal',
        'Afterpay',
        'Zip',
        'Klarna',
        'Humm',
        'Zip in store',
        'CR account',
        'Cash on delivery',
        'Other payment method (staff only)',
      ]);

      await choose(page, 'Afterpay');
      await expect(page.getByTestId('afterpay-panel')).toContainText('4 fortnightly payments of $300.00');
      await expect(page.getByRole('list', { name: 'Afterpay instalments' }).getByRole('listitem')).toHaveText([
        /\$300\.00\s*Today/,
        /\$300\.00\s*In 2 weeks/,
        /\$300\.00\s*In 4 weeks/,
        /\$300\.00\s*In 6 weeks/,
      ]);
      await expect(page.getByTestId('card-panel')).toHaveCount(0);
      await expectNoWcag22Violations(page);
      await page.screenshot({ path: info.outputPath(`afterpay-panel-${width}.png`), fullPage: true });

      await choose(page, 'Zip');
      await expect(page.getByTestId('zip-panel')).toContainText('Own it from $23.10 per week over 12 months interest free*');
      await expect(page.getByTestId('zip-panel')).toContainText('*Interest free when paid in full by 30 December 2026.');
      await expect(page.getByTestId('afterpay-panel')).toHaveCount(0);

      await choose(page, 'Humm');
      await expect(page.getByTestId('humm-panel')).toContainText('10 fortnightly payments of $120.00');
      await choose(page, 'Klarna');
      await expect(page.getByTestId('klarna-panel')).toContainText('4 interest-free payments of $300.00');
      await choose(page, 'PayPal');
      await expect(page.getByTestId('paypal-panel')).toContainText('PayPal harness disclaimer.');
      await choose(page, 'Apple Pay');
      await expect(page.getByTestId('wallet-panel')).toContainText('Pay with Apple Pay');
      await choose(page, 'Cash on delivery');
      await expect(page.getByTestId('cod-panel')).toBeVisible();
      await expectNoWcag22Violations(page);
      await page.screenshot({ path: info.outputPath(`cod-panel-${width}.png`), fullPage: true });
    });

    test('shows Zip’s fixed promise up to $1,000 and Humm’s slices above $2,000', async ({ page }) => {
      await openHarness(page, 999.99);
      await choose(page, 'Zip');
      await expect(page.getByTestId('zip-panel')).toContainText('Own it from $10 per week*');
      await openHarness(page, 2500);
      await choose(page, 'Humm');
      await expect(page.getByTestId('humm-panel')).toContainText('Pay in slices, no interests ever');
    });

    test('offers only the card and the flagged methods without the flags or the configuration', async ({ page }) => {
      await serveHarness(page, 'payment');
      await page.goto(`/__harness/payment?opts=${combineOptions(['COD'])}&total=1200`);
      await expect(methods(page).locator('label:has(input[type=radio])')).toHaveText(['Credit or debit card', 'Cash on delivery']);
    });

    test('Zip in store asks for a 6-digit store code, and the field goes with the method', async ({ page }, info) => {
      await openHarness(page, 1200);
      await choose(page, 'Zip in store');
      const code = page.getByLabel('Zip store code', { exact: true });
      await page.getByRole('button', { name: 'Place order' }).click();
      await expect(page.getByText('Please enter a zip store code')).toBeVisible();
      await code.pressSequentially('12a45');
      await expect(code).toHaveValue('1245');
      await page.getByRole('button', { name: 'Place order' }).click();
      await expect(page.getByText('Zip store code should be exactly 6 digits and contain only numbers')).toBeVisible();
      await code.pressSequentially('6789');
      await expect(code).toHaveValue('124567');
      await expectNoWcag22Violations(page);
      await page.screenshot({ path: info.outputPath(`zip-in-store-panel-${width}.png`), fullPage: true });
      await choose(page, 'Credit or debit card');
      await expect(page.getByLabel('Zip store code', { exact: true })).toHaveCount(0);
    });

    test('the Zip waiting dialog stays open through Escape and a backdrop click', async ({ page }, info) => {
      await openHarness(page, 1200);
      await page.getByRole('button', { name: 'Show the Zip waiting dialog' }).click();
      const dialog = page.getByRole('dialog', { name: 'Waiting for customer to confirm in their Zip app' });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByText('Please do not refresh the page')).toBeVisible();
      await expect(dialog.getByRole('img', { name: 'Zip' })).toBeVisible();
      await expect(dialog.getByRole('button', { name: 'Close' })).toHaveCount(0);
      await page.keyboard.press('Escape');
      await page.mouse.click(5, 5);
      await expect(dialog).toBeVisible();
      await expectNoWcag22Violations(page);
      await page.screenshot({ path: info.outputPath(`zip-waiting-${width}.png`) });
    });
  });
}
