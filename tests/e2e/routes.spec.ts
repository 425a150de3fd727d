import { DOCUMENT_404, expect, test, waitForHydration } from './support/fixtures';
import { BUILT_ENTRIES, builtPageSample, PLACEHOLDER_ENTRIES, placeholderUrl } from './support/route-samples';

test.describe('route table', () => {
  for (const entry of BUILT_ENTRIES) {
    test(`${entry.id} answers 200 with its own content and page type`, async ({ page }) => {
      // The page's own request context: a sample that writes (an order) does it as this visitor.
      const sample = await builtPageSample(entry, page.request);
      const response = await page.goto(sample.url);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(sample.heading);
      for (const shown of sample.shows) await expect(page.getByRole('main').getByText(shown, { exact: false }).first()).toBeVisible();
      await expect(page.locator('main')).toHaveAttribute('data-page-type', entry.pageType);
      // React hydrates it: any mismatch or error it reports fails the test through the console guard.
      await waitForHydration(page);
    });
  }

  for (const entry of PLACEHOLDER_ENTRIES) {
    test(`${entry.id} is a placeholder with the table's heading and summary`, async ({ page }) => {
      const response = await page.goto(placeholderUrl(entry));
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(entry.heading);
      await expect(page.getByRole('main').getByText(entry.summary)).toBeVisible();
      await expect(page.locator('main')).toHaveAttribute('data-page-type', entry.pageType);
    });
  }

  test('/search redirects to the product landing page', async ({ page, request }) => {
    const direct = await request.get('/search?q=oven', { maxRedirects: 0 });
    expect([301, 302]).toContain(direct.status());
    expect(direct.headers()['location']).toMatch(/\/products\?q=oven$/);

    await page.goto('/search');
    await expect(page).toHaveURL(/\/products$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Products');
  });

  test('an unknown address shows the not-found page with HTTP 404', async ({ page, consoleGuard }) => {
    consoleGuard.allow(DOCUMENT_404);
    const response = await page.goto('/no-such-page-here');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
    await expect(page.getByRole('main').getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
    await expect(page.getByRole('main').getByRole('link', { name: 'Search products' })).toHaveAttribute('href', '/products');
    await expect(page).toHaveTitle('Page not found | Wattle & Co Appliances');
  });

  test('/404 shows the error page without changing the address', async ({ page, consoleGuard }) => {
    consoleGuard.allow(DOCUMENT_404);
    await page.goto('/404');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
    expect(new URL(page.url()).pathname).toBe('/404');
  });

  test('a moved address follows the server redirect table', async ({ request }) => {
    const moved = await request.get('/fridges', { maxRedirects: 0 });
    expect(moved.status()).toBe(301);
    expect(moved.headers()['location']).toBe('/c/refrigeration/fridges');
    const oldStore = await request.get('/stores/old-alexandria', { maxRedirects: 0 });
    expect(oldStore.status()).toBe(301);
    expect(oldStore.headers()['location']).toBe('/stores/alexandria');
  });

  test('an unknown store is a 404 page inside the frame', async ({ page, consoleGuard }) => {
    consoleGuard.allow(DOCUMENT_404);
    const response = await page.goto('/stores/no-such-store');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
  });

  test('a missing static page is a 404 page', async ({ page, consoleGuard }) => {
    consoleGuard.allow(DOCUMENT_404);
    const response = await page.goto('/s/no-such-static-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
  });
});
