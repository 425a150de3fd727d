import { randomUUID } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, WA_URL } from './support/fixtures';
import { linkFromMail } from './support/identity';

test.use({ baseURL: WA_URL });

for (const viewport of [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'mobile', width: 390, height: 844 },
]) {
  test(`a customer-club welcome mail can be read at /dev/mail at ${viewport.name} width`, async ({ page }) => {
    await page.setViewportSize(viewport);
    // A name holds letters only: the id's digits become letters.
    const name = `Reader ${randomUUID()
      .replace(/-/g, '')
      .slice(0, 6)
      .replace(/\d/g, (digit) => 'ghijklmnop'[Number(digit)]!)}`;
    const email = `${randomUUID()}@example.com`;
    const signUp = await page.request.post('/api/forms/customer-club', {
      headers: { 'idempotency-key': randomUUID() },
      data: { formType: 'Newsletter', fields: { Name: name, Email: email, Postcode: '2000' } },
    });
    expect(signUp.status()).toBe(200);
    // The address confirms first: the welcome follows the link in the confirmation mail.
    const confirm = await linkFromMail(page, email, /Please confirm your/, '/api/forms/customer-club/confirm/');
    expect((await page.request.get(confirm)).status()).toBe(200);

    // The server's worker sends it after the confirmation commits; the list shows it once it is written.
    const welcomeRow = page.getByRole('row', { name: new RegExp(email) }).filter({ hasText: 'Welcome to the' });
    await expect(async () => {
      await page.goto('/dev/mail');
      await expect(welcomeRow).toBeVisible({ timeout: 1000 });
    }).toPass({ timeout: 20_000 });
    await expect(page.getByRole('heading', { level: 1, name: 'Demo mail' })).toBeVisible();
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
    await page.screenshot({ path: `test-results/dev-mail-list-${viewport.width}.png`, fullPage: true });

    // Keyboard: the message link of the new row opens the message.
    const link = welcomeRow.getByRole('link');
    await link.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: /customer club$/ })).toBeVisible();
    await expect(page.getByText(`Hi ${name},`)).toBeVisible();
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
    await page.screenshot({ path: `test-results/dev-mail-message-${viewport.width}.png`, fullPage: true });
    await page.getByRole('link', { name: 'All demo mail' }).click();
    await expect(page).toHaveURL(/\/dev\/mail$/);
  });
}
