import { expect, test, WA_URL, waitForHydration } from './support/fixtures';

test.describe('page frame', () => {
  test('is rendered on the server: header, navigation, main and footer without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL: WA_URL });
    const page = await context.newPage();
    await page.goto('/stores');
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Wattle & Co Appliances home' })).toHaveAttribute('href', '/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Kitchen', exact: true })).toHaveAttribute('href', '/c/kitchen');
    await expect(nav.getByRole('link', { name: 'Laundry', exact: true })).toHaveAttribute('href', '/c/laundry');
    await expect(page.getByRole('main')).toHaveAttribute('data-page-type', 'generic');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: 'Storage terms' })).toHaveAttribute('href', '/s/storage-terms');
    await expect(footer.getByRole('link', { name: 'Privacy policy' })).toHaveAttribute('href', '/s/privacy-policy');
    await expect(footer).toContainText('Wattle & Co Appliances, Australia');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-AU');
    await expect(page.locator('html')).toHaveAttribute('data-app', 'wa');
    await context.close();
  });

  test('the skip link is the first focusable element and moves focus to the main region', async ({ page }) => {
    await page.goto('/');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();
  });

  test('the header shows the support number and the visitor store', async ({ page }) => {
    await page.goto('/');
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: '1300 000 400' })).toHaveAttribute('href', 'tel:1300000400');
    await expect(header.getByTestId('header-store')).toContainText(/Your store:\s*\S+/);
  });

  test('a category menu opens and closes with the keyboard', async ({ page }) => {
    await page.goto('/');
    // A key pressed before React has hydrated the toggle reaches a button with no handler yet.
    await waitForHydration(page);
    const nav = page.getByRole('navigation', { name: 'Main' });
    const toggle = nav.getByRole('button', { name: 'Laundry menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const panelId = await toggle.getAttribute('aria-controls');
    await expect(page.locator(`#${panelId}`).getByRole('link').first()).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toBeFocused();
    await expect(page.locator(`#${panelId}`)).toBeHidden();
  });

  test('the alert banner shows its content and closes with the keyboard', async ({ page }) => {
    await page.goto('/');
    const banner = page.getByRole('region', { name: 'Site announcement' });
    await expect(banner).toContainText('Black Friday Sale');
    const close = banner.getByRole('button', { name: 'Close announcement' });
    await close.focus();
    await page.keyboard.press('Enter');
    await expect(banner).toHaveCount(0);
  });

  test('checkout has the simplified header and a reduced footer', async ({ page }) => {
    await page.goto('/customer/checkout');
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: /Continue shopping/ })).toHaveAttribute('href', '/');
    await expect(header.getByRole('link', { name: '24/7 Australia Customer Support 1300 000 400' })).toHaveAttribute(
      'href',
      'tel:1300000400',
    );
    await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: 'Privacy policy' })).toBeVisible();
    await expect(footer.getByRole('link', { name: 'Find a store' })).toHaveCount(0);
  });

  test('virtual tours have no footer', async ({ page }) => {
    await page.goto('/virtual-tour');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Virtual Store Tours');
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
  });

  test('the blank layout route renders its page', async ({ page }) => {
    await page.goto('/blank/account/login-callback');
    await expect(page.locator('[data-layout]')).toHaveAttribute('data-layout', 'blank');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Logging You In');
  });
});
