import { createPrivateKey, generateKeyPairSync } from 'node:crypto';
import type { Page } from '@playwright/test';
import { compactDecrypt } from 'jose';
import { serveHarness } from './support/harness/serve-harness';
import { expect, test } from './support/fixtures';
import { expectNoWcag22Violations } from './support/wcag';

// The payment components in the real browser, on a harness page of their own (formatting, logo,
// Enter in the security code, the help dialog, encryption with WebCrypto, the 3-D Secure post).

const { publicKey, privateKey } = generateKeyPairSync('rsa', {
  modulusLength: 2048,
  publicKeyEncoding: { type: 'spki', format: 'pem' },
  privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
});

async function openHarness(page: Page, query = '') {
  await serveHarness(page, 'payment');
  await page.goto(`/__harness/payment${query}`);
  await expect(page.getByRole('heading', { name: 'Payment harness' })).toBeVisible();
  await page.evaluate((pem) => (window.harnessKeys = { wa: pem }), publicKey);
}

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

async function fillCard(page: Page, card: { name?: string; number: string; expiry: string; cvv: string }) {
  await field(page, 'Name on card').fill(card.name ?? 'Jane Citizen');
  await field(page, 'Card number').pressSequentially(card.number);
  await field(page, 'Expiry date').pressSequentially(card.expiry);
  await field(page, 'Security code (CVV)').pressSequentially(card.cvv);
}

for (const width of [1280, 390]) {
  test.describe(`card fields at ${width}px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('space the number by card type, convert full-width digits, format the expiry and show the logo', async ({ page }, info) => {
      await openHarness(page);
      const number = field(page, 'Card number');
      await number.pressSequentially('4111-1111x1111 11119999');
      await expect(number).toHaveValue('4111 1111 1111 1111');
      await expect(page.getByRole('img', { name: 'Visa' })).toBeVisible();

      await number.fill('');
      await number.pressSequentially('５５５５５５５５５５５５４４４４');
      await expect(number).toHaveValue('5555 5555 5555 4444');
      await expect(page.getByRole('img', { name: 'Mastercard' })).toBeVisible();

      await number.fill('');
      await number.pressSequentially('378282246310005');
      await expect(number).toHaveValue('3782 822463 10005');
      await expect(page.getByRole('img', { name: 'American Express' })).toBeVisible();

      const expiry = field(page, 'Expiry date');
      await expiry.pressSequentially('4');
      await expect(expiry).toHaveValue('04 / ');
      await expiry.pressSequentially('2031');
      await expect(expiry).toHaveValue('04 / 2031');
      const cvv = field(page, 'Security code (CVV)');
      await cvv.pressSequentially('1a2b34567');
      await expect(cvv).toHaveValue('1234');
      await page.screenshot({ path: info.outputPath(`card-fields-${width}.png`), fullPage: true });
    });

    test('show the spec messages on submit, and stay clean for axe', async ({ page }, info) => {
      await openHarness(page, '?miele=1');
      await page.getByRole('button', { name: 'Place order' }).click();
      for (const message of [
        'Please enter a valid name',
        'Please enter a valid card number',
        'Please enter a valid expiry date (MM / YYYY)',
        'Please enter a valid CVV',
        'Please tick the box to confirm you have read the Miele delivery and installation notice.',
      ]) {
        await expect(page.getByText(message, { exact: true })).toBeVisible();
      }
      await expect(field(page, 'Card number')).toHaveAttribute('aria-invalid', 'true');
      await field(page, 'Security code (CVV)').fill('12');
      await expect(page.getByText('CVV must be at least 3 digits')).toBeVisible();
      await page.getByRole('checkbox', { name: /I have read the Miele notice/ }).check();
      await expect(page.getByText(/Please tick the box to confirm/)).toBeHidden();
      await page.screenshot({ path: info.outputPath(`card-errors-${width}.png`), fullPage: true });
      await expectNoWcag22Violations(page);
    });

    test('Enter in the security code submits an encrypted card that only our key opens', async ({ page }) => {
      await openHarness(page);
      await fillCard(page, { number: '4111111111111111', expiry: '0830', cvv: '737' });
      await field(page, 'Security code (CVV)').press('Enter');
      await expect(page.getByRole('status')).toHaveText('Payment part ready');
      const [part] = (await page.evaluate(() => window.harnessSubmitted)) as Array<{
        encryptedValues: { wa: string };
        cardHolderName: string;
      }>;
      expect(part).toMatchObject({ selectedPaymentOption: 'Default', cardHolderName: 'Jane Citizen', cardDetails: null });
      expect(JSON.stringify(part)).not.toContain('4111');
      const { plaintext } = await compactDecrypt(part!.encryptedValues.wa, createPrivateKey(privateKey));
      expect(JSON.parse(new TextDecoder().decode(plaintext))).toMatchObject({
        number: '4111111111111111',
        cvc: '737',
        expiryMonth: '08',
        expiryYear: '2030',
        holderName: 'Jane Citizen',
      });
    });

    test('stop a card that fails the checks with the spec text, sending nothing', async ({ page }) => {
      await openHarness(page);
      await fillCard(page, { number: '4111111111111112', expiry: '0830', cvv: '737' });
      await page.getByRole('button', { name: 'Place order' }).click();
      await expect(page.getByRole('status')).toHaveText('401: Please check your card number.');
      expect(await page.evaluate(() => window.harnessSubmitted ?? [])).toEqual([]);
    });

    test('open the security code help from the keyboard and give focus back', async ({ page }) => {
      await openHarness(page);
      await field(page, 'Security code (CVV)').focus();
      await page.keyboard.press('Tab');
      const help = page.getByRole('button', { name: 'Card security code help' });
      await expect(help).toBeFocused();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: 'Card security code help' });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole('button', { name: 'Got it' })).toBeFocused();
      await expect(dialog).toContainText('the 4 digits printed on the front of the card');
      await expectNoWcag22Violations(page, 'dialog');
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(help).toBeFocused();
    });
  });
}

test('a zero total asks for no card', async ({ page }) => {
  await openHarness(page, '?total=0');
  await expect(page.getByText('There is nothing to pay for this order, so no card details are needed.')).toBeVisible();
  await expect(page.getByLabel('Card number')).toHaveCount(0);
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByRole('status')).toHaveText('Payment part ready');
  expect(await page.evaluate(() => window.harnessSubmitted)).toEqual([
    { selectedPaymentOption: 'Default', encryptedValues: null, cardHolderName: null, cardDetails: null },
  ]);
});

test('the 3-D Secure post copies only the hidden inputs and runs nothing from the answer', async ({ page }) => {
  await openHarness(page);
  const fields = await page.evaluate(async () => {
    const parsed = window.harnessHiddenFields!(
      '<input type="hidden" name="MD" value="a"><script>window.injected = 1</script><img src="x" onerror="window.injected = 2">',
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    return { parsed, injected: (window as unknown as { injected?: number }).injected ?? null };
  });
  expect(fields).toEqual({ parsed: [['MD', 'a']], injected: null });

  let posted: string | null = null;
  await page.route('**/__harness/challenge', (route) => {
    posted = route.request().postData();
    return route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Challenge</title><h1>Challenge page</h1>' });
  });
  await page.getByRole('button', { name: 'Post challenge form' }).click();
  await expect(page.getByRole('heading', { name: 'Challenge page' })).toBeVisible();
  expect(new URLSearchParams(posted ?? '').toString()).toBe('MD=md-1&PaReq=pa%22req');
});
