import { expect, test, waitForHydration, WA_URL } from './support/fixtures';
import { expectNoWcag22Violations } from './support/wcag';

test.use({ baseURL: WA_URL });

const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const;

/** Every identity page that stays on screen, with a state worth checking. */
const PAGES = [
  { url: '/account/login?error=invalid&returnUrl=%2Fstores', heading: 'Log In', shot: 'login' },
  { url: '/account/internal/login?exp=true', heading: 'Staff Log In' },
  { url: '/account/register', heading: 'Create an Account', shot: 'register' },
  { url: '/account/forgot-password', heading: 'Forgot Your Password?' },
  { url: `/account/reset-password?token=${'r'.repeat(32)}`, heading: 'Reset Your Password' },
  { url: '/account/reset-password', heading: 'Reset Your Password' },
  { url: `/account/confirm-email?token=${'c'.repeat(32)}`, heading: 'Confirm Your E-mail' },
] as const;

for (const viewport of VIEWPORTS) {
  test.describe(`at ${viewport.name} width`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    for (const entry of PAGES) {
      test(`${entry.url} meets WCAG 2.2 AA`, async ({ page }) => {
        await page.goto(entry.url);
        await waitForHydration(page);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(entry.heading);
        await expect(page).toHaveTitle(`${entry.heading} | Wattle & Co Appliances`);
        await expectNoWcag22Violations(page);
        if ('shot' in entry) await page.screenshot({ path: `test-results/identity-${entry.shot}-${viewport.name}.png`, fullPage: true });
      });
    }

    test('the login’s errors are announced and every control is reached with the keyboard', async ({ page }) => {
      await page.goto('/account/login');
      await waitForHydration(page);
      await page.getByRole('button', { name: 'Log In' }).click();
      await expect(page.getByRole('main').getByText('Please enter a valid email')).toBeVisible();
      await expect(page.getByRole('main').getByLabel('Email')).toBeFocused();
      await expect(page.getByRole('main').getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
      await expectNoWcag22Violations(page);
      if (viewport.name === 'phone') {
        // The header's account icon names the login on a phone.
        await expect(page.getByRole('banner').getByRole('link', { name: 'Log In' })).toBeVisible();
      }
      await page.screenshot({ path: `test-results/identity-login-errors-${viewport.name}.png`, fullPage: true });
    });
  });
}

test('the social sign-in link carries the nonce and origin of the form', async ({ page }) => {
  await page.goto('/account/login?returnUrl=%2Fstores');
  await waitForHydration(page);
  const href = await page.getByRole('link', { name: 'Continue with Sandbox ID' }).getAttribute('href');
  const url = new URL(href!, WA_URL);
  const nonce = await page.locator('input[name="nonce"]').inputValue();
  expect(url.pathname).toBe('/api/account/externallogin/sandbox');
  expect(url.searchParams.get('nonce')).toBe(nonce);
  expect(url.searchParams.get('origin')).toBe(WA_URL);
  expect(url.searchParams.get('returnUrl')).toBe('/stores');
});
