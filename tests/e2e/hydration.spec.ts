import type { APIRequestContext, Page } from '@playwright/test';
import type { ListingPage } from '../../src/contracts/listing';
import { FLAVOUR_URLS } from '../../playwright.config';
import { HYDRATED_ATTRIBUTE } from '../../src/web/hydrated-signal';
import { sellableProduct } from './support/checkout-steps';
import { expect, test, waitForHydration } from './support/fixtures';

/**
 * React hydrates every page kind in every flavour without a console error or a recoverable error
 * (a hydration mismatch included: src/web/entry.client.tsx writes those to the console, and the
 * console guard of tests/e2e/support/fixtures.ts fails the test on any). On one page of each kind a
 * control works as soon as the page says it is hydrated, before the network settles.
 */

/** A page of each kind in a flavour, with addresses read from that flavour's own API. */
async function pagesOf(request: APIRequestContext, origin: string) {
  const listing = (await (await request.get(`${origin}/api/v2/listing?category=kitchen&pageSize=1`)).json()) as ListingPage;
  const product = listing.products[0];
  expect(product, `${origin} lists a kitchen product`).toBeDefined();
  return [
    { kind: 'home', path: '/' },
    { kind: 'category', path: '/c/kitchen' },
    { kind: 'search results', path: '/search/oven' },
    { kind: 'product', path: product!.uri },
  ];
}

/** Waits for the hydration signal alone: the moment a shopper's tap first reaches React. */
async function justHydrated(page: Page) {
  await page.locator(`html[${HYDRATED_ATTRIBUTE}]`).waitFor({ state: 'attached' });
}

for (const [flavour, origin] of Object.entries(FLAVOUR_URLS)) {
  test(`every page kind hydrates without an error in ${flavour}`, async ({ page, request }) => {
    for (const { kind, path } of await pagesOf(request, origin)) {
      await test.step(kind, async () => {
        const response = await page.goto(`${origin}${path}`);
        expect(response?.status()).toBe(200);
        const serverHeading = await page.getByRole('heading', { level: 1 }).first().elementHandle();
        // Settled: widgets loaded on use have rendered, and anything React reports has been logged.
        await waitForHydration(page);
        // Hydrated, not built again: the server's heading is the one on the page.
        expect(await serverHeading?.evaluate((heading) => heading.isConnected)).toBe(true);
      });
    }
  });
}

test('a page whose HTML differs from what React renders in the browser fails the console guard', async ({ page, consoleGuard }) => {
  // The server's document with the category's heading changed on the way: what a mismatch looks like.
  await page.route('**/c/kitchen', async (route) => {
    const response = await route.fetch();
    const html = (await response.text()).replace(/(<h1[^>]*>)([^<]+)</, '$1Changed in transit<');
    await route.fulfill({ response, body: html });
  });
  const reported: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') reported.push(message.text());
  });
  consoleGuard.allow(/React recovered from an error/);
  await page.goto('/c/kitchen');
  await waitForHydration(page);
  await expect.poll(() => reported.filter((text) => text.includes('React recovered from an error')).length).toBeGreaterThan(0);
  // React renders the page again in the browser, with its own data.
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Changed in transit');
});

test.describe('controls right after hydration', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('home: a main menu opens', async ({ page }) => {
    await page.goto('/');
    await justHydrated(page);
    const toggle = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Kitchen menu' });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator(`#${await toggle.getAttribute('aria-controls')}`)).toBeVisible();
  });

  test('search results: the search box suggests products', async ({ page }) => {
    await page.goto('/search/oven');
    await justHydrated(page);
    const search = page.getByRole('combobox', { name: 'Search products' });
    await search.fill('fridge');
    await expect(page.getByRole('listbox', { name: 'Search suggestions' })).toBeVisible();
  });

  test('product: Add to cart opens the cart with the product', async ({ page, request }) => {
    const product = await sellableProduct(request, FLAVOUR_URLS.wa);
    await page.goto(product.uri);
    await justHydrated(page);
    await page.getByRole('region', { name: 'Buy this product' }).getByRole('button', { name: 'Add to cart', exact: true }).click();
    const panel = page.getByRole('region', { name: 'Your cart' });
    await expect(
      panel
        .getByRole('listitem')
        .filter({ hasText: product.title.slice(0, 40) })
        .first(),
    ).toBeVisible();
    await expect(page.locator('header').getByRole('button', { name: /^Cart/ })).toHaveAccessibleName('Cart, 1 item');
  });

  test('category: ticking Compare on a tile opens the compare tray', async ({ page, request }) => {
    const listing = (await (await request.get('/api/v2/listing?category=cooking&pageSize=12')).json()) as ListingPage;
    const product = listing.products.find((p) => p.price !== null);
    expect(product).toBeDefined();
    await page.goto('/c/cooking');
    await justHydrated(page);
    await page.getByRole('checkbox', { name: `Compare ${product!.title}` }).check();
    await expect(page.getByRole('region', { name: 'Compare products' })).toHaveAttribute('data-state', 'expanded');
  });
});
