import { randomUUID } from 'node:crypto';
import { expect, type Page } from '@playwright/test';

/** A fresh address for one test, so runs never meet an account made by another. */
export const newEmail = (what: string) => `${what}-${randomUUID().slice(0, 8)}@example.com`;

/** A password the policy accepts (long, not a common one). */
export const NEW_PASSWORD = 'Teapot-Orchard-Lantern-93';

/**
 * The path of the link (to `pathPart`) in the mail to `email` whose subject matches `subject`, read
 * at /dev/mail as a person would: the list, then the message. Mails are sent by the server's
 * worker, so the list is reloaded until the mail is there. The link is made for the public host;
 * the test follows its path on the server under test.
 */
export async function linkFromMail(page: Page, email: string, subject: RegExp, pathPart: string): Promise<string> {
  const row = page
    .getByRole('row', { name: new RegExp(email.replace(/[.+]/g, '\\$&')) })
    .filter({ hasText: subject })
    .first();
  await expect(async () => {
    await page.goto('/dev/mail');
    await expect(row).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  await row.getByRole('link').click();
  const href = await page.locator(`a[href*="${pathPart}"]`).first().getAttribute('href');
  expect(href, `a link to ${pathPart} in the mail`).toBeTruthy();
  const url = new URL(href!);
  return `${url.pathname}${url.search}`;
}

/** Signs in on the login page shown now, with the keyboard: type, Tab, type, Enter. */
export async function signInWithKeyboard(page: Page, email: string, password: string) {
  await page.getByRole('main').getByLabel('Email').focus();
  await page.keyboard.type(email);
  await page.keyboard.press('Tab');
  await expect(page.getByRole('main').getByLabel('Password')).toBeFocused();
  await page.keyboard.type(password);
  await page.keyboard.press('Enter');
}

/** The header's account links (shown from the md breakpoint). */
export const accountNav = (page: Page) => page.getByRole('navigation', { name: 'Account' });
