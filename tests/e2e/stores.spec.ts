import type { Store } from '../../src/contracts/places';
import { expect, test, waitForHydration } from './support/fixtures';

test.describe('stores', () => {
  test('the store list groups stores by state with their details', async ({ page, request }) => {
    // The open-today line is the server's, on the store's own clock (its three texts are pinned in tests/api/stores.test.ts).
    const stores = (await (await request.get('/api/store')).json()) as Store[];
    const openToday = stores.find((s) => s.storeUri === 'alexandria')!.openToday.text;
    await page.goto('/stores');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our Stores');
    const nsw = page.getByRole('region', { name: /New South Wales/ });
    const alexandria = nsw.getByRole('article', { name: 'Alexandria' });
    await expect(alexandria).toContainText('NSW');
    await expect(alexandria.getByRole('link', { name: /^\(\d{2}\) \d{4} \d{4}$/ })).toHaveAttribute('href', /^tel:\d{10}$/);
    await expect(alexandria).toContainText(openToday);
    await expect(alexandria.getByRole('link', { name: 'View Virtual Tour of Alexandria' })).toHaveAttribute(
      'href',
      '/virtual-tour/alexandria',
    );
    // Artarmon has no virtual tour, so it offers none.
    const artarmon = nsw.getByRole('article', { name: 'Artarmon' });
    await expect(artarmon.getByRole('link', { name: /View Virtual Tour/ })).toHaveCount(0);
    await expect(page.getByRole('region', { name: /Victoria/ }).getByRole('article')).not.toHaveCount(0);
  });

  test('a click on View Store Details opens the store page', async ({ page }) => {
    await page.goto('/stores');
    await waitForHydration(page);
    await page.getByRole('link', { name: 'View Store Details for Artarmon' }).click();
    await expect(page).toHaveURL(/\/stores\/artarmon$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Artarmon');
    await expect(page).toHaveTitle('Artarmon Store | Wattle & Co Appliances');
  });

  test('the store page shows contact details and the opening hours from Monday', async ({ page }) => {
    await page.goto('/stores/alexandria');
    const main = page.getByRole('main');
    await expect(main.locator('address')).toContainText('Alexandria NSW');
    await expect(main.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:alexandria@/);
    await expect(main.getByRole('link', { name: /Get Directions/ })).toHaveAttribute('target', '_blank');
    const rows = page.getByRole('table', { name: 'Opening hours' }).locator('tbody tr');
    await expect(rows).toHaveCount(7);
    await expect(rows.first().getByRole('rowheader')).toContainText('Monday');
    await expect(rows.last().getByRole('rowheader')).toContainText('Sunday');
    await expect(rows.first().getByRole('cell')).toHaveText(/^(\d{1,2}(:\d{2})?(am|pm) – \d{1,2}(:\d{2})?(am|pm)|Closed)$/);
    await expect(page.locator('tr[aria-current="date"]')).toHaveCount(1);
  });

  test('Set as my store makes it the store shown in the header', async ({ page }) => {
    await page.goto('/stores/kotara');
    await waitForHydration(page);
    const headerStore = page.getByRole('banner').getByTestId('header-store');
    await expect(headerStore).not.toContainText('Kotara');
    await page.getByRole('button', { name: 'Set as my store' }).click();
    await expect(headerStore).toContainText('Your store: Kotara');
    await expect(page.getByText('This is your store')).toBeVisible();
    // The choice is a cookie, so it survives a fresh page load.
    await page.goto('/');
    await expect(page.getByRole('banner').getByTestId('header-store')).toContainText('Your store: Kotara');
  });

  test('Set as my store works without JavaScript', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    await page.goto('/stores/geelong');
    await page.getByRole('button', { name: 'Set as my store' }).click();
    await expect(page.getByRole('banner').getByTestId('header-store')).toContainText('Your store: Geelong');
    await context.close();
  });

  test('a virtual tour page names its store', async ({ page }) => {
    await page.goto('/virtual-tour/alexandria');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Virtual Tour');
    await expect(page.getByRole('main')).toContainText('Alexandria');
  });
});

test('a store without a virtual tour has no tour page', async ({ page, consoleGuard }) => {
  consoleGuard.allow(/status of 404/);
  const response = await page.goto('/virtual-tour/artarmon');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
});

test('the home page shows the tagline, categories, the sale and stores', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kitchens, laundries and living since 1906');
  const categories = page.getByRole('region', { name: 'Shop by category' });
  await expect(categories.getByRole('link', { name: /^Kitchen/ })).toHaveAttribute('href', '/c/kitchen');
  await expect(page.getByRole('region', { name: 'Black Friday Sale' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Visit a showroom' }).getByRole('article')).toHaveCount(3);
});
