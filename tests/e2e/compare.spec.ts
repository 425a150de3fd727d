import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import type { CompareList } from '../../src/contracts/compare';
import type { ListingPage } from '../../src/contracts/listing';
import type { ProductSummary } from '../../src/contracts/products';
import { expect, NZ_URL, test, waitForHydration, WA_URL } from './support/fixtures';

const LIMIT_TEXT =
  "You've already selected 3 products to compare. That's the maximum. To compare this product, please remove another first.";

/** Four priced products of different kinds, so their specifications differ. */
async function someProducts(request: APIRequestContext, origin = WA_URL): Promise<ProductSummary[]> {
  const res = await request.get(`${origin}/api/v2/listing?category=cooking&pageSize=12`);
  expect(res.ok()).toBe(true);
  const products = ((await res.json()) as ListingPage).products.filter((p) => p.price !== null);
  expect(products.length).toBeGreaterThanOrEqual(4);
  return products.slice(0, 4);
}

const compareBox = (page: Page, product: ProductSummary) => page.getByRole('checkbox', { name: `Compare ${product.title}` });
const tray = (page: Page) => page.getByRole('region', { name: 'Compare products' });

async function serverSkus(page: Page): Promise<string[]> {
  // page.request shares the browser context's cookies, so this is the visitor's own list.
  return ((await (await page.request.get('/api/compare/')).json()) as CompareList).skus;
}

/** Lists products for this browser context straight through the API (its cookie jar is the page's). */
async function seedCompareList(page: Page, products: ProductSummary[]) {
  // One call first so the visitor cookie exists before the adds, which must all share it.
  await page.request.get('/api/compare/');
  for (const p of products) expect((await page.request.post('/api/compare/product/', { data: { sku: p.sku } })).ok()).toBe(true);
}

async function addOnProductPage(page: Page, product: ProductSummary) {
  await page.goto(product.uri);
  await waitForHydration(page);
  await compareBox(page, product).check();
  await expect(compareBox(page, product)).toBeChecked();
}

for (const width of [1280, 390]) {
  const desktop = width > 767;
  test.describe(`compare at ${width}px`, () => {
    test.use({ viewport: { width, height: desktop ? 900 : 844 } });
    // Each test walks several server-rendered pages.
    test.describe.configure({ timeout: 60_000 });

    test('three products from product pages fill the tray; a fourth opens the limit dialog and is not added', async ({ page, request }) => {
      const [a, b, c, d] = await someProducts(request);
      await page.goto(a!.uri);
      // Server-rendered unchecked; the tray appears only once a product is listed.
      await expect(compareBox(page, a!)).not.toBeChecked();
      await waitForHydration(page);
      await expect(tray(page)).toHaveCount(0);
      await compareBox(page, a!).check();

      // Adding expands the tray: one slot filled, two empty, Compare Selected disabled.
      await expect(tray(page)).toHaveAttribute('data-state', 'expanded');
      await expect(tray(page)).toHaveAttribute('data-blocks-chat', 'compare');
      await expect(tray(page)).toContainText('1 of 3 selected');
      await expect(tray(page).getByText('No product selected')).toHaveCount(2);
      await expect(tray(page).getByText("Add another product by ticking 'Add to Compare' above").first()).toBeVisible();
      await expect(tray(page).getByText(a!.title.slice(0, 20))).toBeVisible();
      await expect(tray(page).getByRole('button', { name: 'Compare Selected' })).toBeDisabled();

      // A new page starts with the tray minimised.
      await page.goto(b!.uri);
      await waitForHydration(page);
      await expect(tray(page)).toHaveAttribute('data-state', 'minimised');
      await expect(tray(page)).not.toHaveAttribute('data-blocks-chat');
      await expect(tray(page).getByRole('button', { name: desktop ? 'COMPARE 1 ITEM' : 'COMPARE 1' })).toBeVisible();
      await compareBox(page, b!).check();
      await expect(tray(page)).toContainText('2 of 3 selected');
      await expect(tray(page).getByRole('button', { name: 'Compare Selected' })).toBeEnabled();

      await addOnProductPage(page, c!);
      await expect(tray(page)).toContainText('3 of 3 selected');

      await page.goto(d!.uri);
      await waitForHydration(page);
      await expect(tray(page).getByRole('button', { name: desktop ? 'COMPARE 3 ITEMS' : 'COMPARE 3' })).toBeVisible();
      const fourth = compareBox(page, d!);
      await fourth.click();
      const dialog = page.getByRole('dialog', { name: 'Too many products' });
      await expect(dialog).toBeVisible();
      await expect(dialog).toContainText(LIMIT_TEXT);
      await expect(dialog.getByRole('button', { name: 'Got it' })).toBeFocused();
      await expect(page.locator('body')).toHaveClass(/\bmodal-open\b/);
      await expect(fourth).not.toBeChecked();
      expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

      await dialog.getByRole('button', { name: 'Got it' }).click();
      await expect(dialog).toBeHidden();
      await expect(fourth).toBeFocused();
      await expect(page.locator('body')).not.toHaveClass(/\bmodal-open\b/);

      // The client list and the server list agree, and both survive a reload.
      const expected = [a!.sku, b!.sku, c!.sku];
      expect(await serverSkus(page)).toEqual(expected);
      const kept = await page.evaluate(() => JSON.parse(localStorage.getItem('CompareProducts') ?? '[]') as { productSKU: string }[]);
      expect(kept.map((p) => p.productSKU)).toEqual(expected);
      await page.goto(a!.uri);
      await waitForHydration(page);
      await expect(compareBox(page, a!)).toBeChecked();
      await expect(tray(page)).toHaveAttribute('data-state', 'minimised');
    });

    test('the tray expands with its pin, hides again, removes products and leads to the compare page', async ({ page, request }) => {
      const [a, b, c] = await someProducts(request);
      await seedCompareList(page, [a!, b!, c!]);
      await page.goto(a!.uri);
      await waitForHydration(page);

      const pin = tray(page).getByRole('button', { name: desktop ? 'COMPARE 3 ITEMS' : 'COMPARE 3' });
      await expect(pin).toHaveAttribute('aria-expanded', 'false');
      // The pin shows the three thumbnails on wide screens only.
      await expect(pin.locator('img:visible')).toHaveCount(desktop ? 3 : 0);
      await pin.click();
      await expect(tray(page)).toHaveAttribute('data-state', 'expanded');
      const hide = tray(page).getByRole('button', { name: 'Hide' });
      await expect(hide).toBeFocused();
      expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
      await hide.click();
      await expect(tray(page)).toHaveAttribute('data-state', 'minimised');
      await expect(tray(page)).not.toHaveAttribute('data-blocks-chat');

      await tray(page)
        .getByRole('button', { name: /^COMPARE/ })
        .click();
      await tray(page)
        .getByRole('button', { name: `Remove ${c!.title} from compare` })
        .click();
      await expect(tray(page)).toContainText('2 of 3 selected');
      await expect.poll(() => serverSkus(page)).toEqual([a!.sku, b!.sku]);

      // The tray is not shown on the home page.
      await page.getByRole('link', { name: /home/i }).first().click();
      await expect(page).toHaveURL(/\/$/);
      await expect(tray(page)).toHaveCount(0);
      await page.goBack();
      // Other pages keep the tray as it was.
      await expect(tray(page)).toHaveAttribute('data-state', 'expanded');

      await tray(page).getByRole('button', { name: 'Compare Selected' }).click();
      await expect(page).toHaveURL(`/compare?sku=${encodeURIComponent(a!.sku)}~${encodeURIComponent(b!.sku)}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Compare Products' })).toBeVisible();
      // Hidden on the compare page, and minimised when the shopper comes back.
      await expect(tray(page)).toHaveCount(0);
      const table = page.getByRole('table', { name: 'Comparison of 2 products' });
      await expect(table.locator('thead').getByRole('columnheader')).toHaveCount(2);
      await expect(table.getByRole('link', { name: a!.title, exact: true })).toHaveAttribute('href', a!.uri);
      await page.goBack();
      await expect(tray(page)).toHaveAttribute('data-state', 'minimised');
    });

    test('removing the last product hides the tray', async ({ page, request }) => {
      const [a] = await someProducts(request);
      await addOnProductPage(page, a!);
      await expect(tray(page)).toHaveAttribute('data-state', 'expanded');
      await tray(page)
        .getByRole('button', { name: `Remove ${a!.title} from compare` })
        .click();
      await expect(tray(page)).toHaveCount(0);
      await expect(compareBox(page, a!)).not.toBeChecked();
      await expect.poll(() => serverSkus(page)).toEqual([]);
    });

    test('the empty compare page explains how to compare and has no axe violations', async ({ page }) => {
      await page.goto('/compare');
      await waitForHydration(page);
      await expect(page.getByRole('heading', { name: 'No products to compare yet' })).toBeVisible();
      await expect(page.getByRole('checkbox', { name: 'Highlight differences' })).toHaveCount(0);
      expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
    });

    test('the compare page shows products side by side and highlights differing rows on request', async ({ page, request }) => {
      const [a, b, c] = await someProducts(request);
      await seedCompareList(page, [a!, b!, c!]);
      await page.goto(`/compare?sku=${[a!.sku, 'NO-SUCH-SKU', b!.sku].join('~')}`);
      await expect(page.getByRole('main').getByRole('status')).toContainText('We could not find the product NO-SUCH-SKU');
      await expect(page.getByRole('table', { name: 'Comparison of 2 products' })).toBeVisible();
      await page.goto(`/compare?sku=${[a!.sku, b!.sku, c!.sku].join('~')}`);
      await waitForHydration(page);
      const table = page.getByRole('table', { name: 'Comparison of 3 products' });
      await expect(table.locator('thead').getByRole('columnheader')).toHaveCount(3);
      await expect(table.getByRole('rowheader', { name: 'Width', exact: true })).toBeVisible();

      const toggle = page.getByRole('checkbox', { name: 'Highlight differences' });
      // ComparePageHighlightToggleDefault is off in the demo settings.
      await expect(toggle).not.toBeChecked();
      await expect(table.getByText('Differs')).toHaveCount(0);
      await toggle.check();
      const marked = table.getByRole('rowheader').filter({ hasText: 'Differs' });
      expect(await marked.count()).toBeGreaterThan(0);
      // Every marked row really differs across its cells.
      for (const header of await marked.all()) {
        const cells = await header.locator('xpath=..').getByRole('cell').allInnerTexts();
        expect(new Set(cells.map((t) => t.trim().toLowerCase())).size).toBeGreaterThan(1);
      }
      expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

      // Remove a column: the address and the list both lose it.
      await table.getByRole('link', { name: `Remove ${b!.title} from the comparison` }).click();
      await expect(page).toHaveURL(`/compare?sku=${encodeURIComponent(a!.sku)}~${encodeURIComponent(c!.sku)}`);
      await expect(page.getByRole('table', { name: 'Comparison of 2 products' })).toBeVisible();
      await expect.poll(() => serverSkus(page)).toEqual([a!.sku, c!.sku]);
    });
  });
}

test.describe('compare from a category page', () => {
  test('tiles carry the Compare box and ticking two opens the tray ready to compare', async ({ page }) => {
    await page.goto('/c/cooking');
    await waitForHydration(page);
    const boxes = page.getByRole('main').getByRole('checkbox', { name: /^Compare / });
    expect(await boxes.count()).toBeGreaterThan(2);
    await boxes.nth(0).check();
    // The first tick expands the tray over the bottom of the screen; a shopper scrolls the next tile up.
    await boxes.nth(1).evaluate((box) => box.scrollIntoView({ block: 'center' }));
    await boxes.nth(1).check();
    // Ticking does not follow the tile's link.
    await expect(page).toHaveURL(/\/c\/cooking$/);
    await expect(tray(page)).toContainText('2 of 3 selected');
    await expect(tray(page).getByRole('button', { name: 'Compare Selected' })).toBeEnabled();
    await boxes.nth(0).uncheck();
    await expect(tray(page)).toContainText('1 of 3 selected');
    await expect.poll(() => serverSkus(page)).toHaveLength(1);
  });
});

test.describe('compare page without JavaScript', () => {
  test('renders the comparison and a helpful empty state on the server', async ({ browser, request }) => {
    const [a, b] = await someProducts(request);
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL: WA_URL });
    const page = await context.newPage();
    await page.goto(`/compare?sku=${a!.sku}~${b!.sku}`);
    const table = page.getByRole('table', { name: 'Comparison of 2 products' });
    await expect(table.getByRole('link', { name: a!.title, exact: true })).toBeVisible();
    await expect(table.getByRole('link', { name: b!.title, exact: true })).toBeVisible();
    await expect(table).toContainText('Dimensions');
    await page.goto('/compare');
    await expect(page.getByRole('heading', { name: 'No products to compare yet' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Browse products' })).toHaveAttribute('href', '/products');
    await context.close();
  });

  test('the product page shows the Compare control unticked before the list is read', async ({ browser, request }) => {
    const [a] = await someProducts(request);
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL: WA_URL });
    const page = await context.newPage();
    await page.goto(a!.uri);
    await expect(page.getByRole('checkbox', { name: `Compare ${a!.title}` })).not.toBeChecked();
    await context.close();
  });
});

test.describe('compare in the NZ flavour', () => {
  test.use({ baseURL: NZ_URL, viewport: { width: 390, height: 844 } });

  test('adds two products and compares them', async ({ page, request }) => {
    const [a, b] = await someProducts(request, NZ_URL);
    await addOnProductPage(page, a!);
    await addOnProductPage(page, b!);
    await expect(tray(page)).toContainText('2 of 3 selected');
    await expect(tray(page)).toContainText(`$${Math.floor(b!.price!).toLocaleString('en-AU')}`);
    await tray(page).getByRole('button', { name: 'Compare Selected' }).click();
    await expect(page.getByRole('table', { name: 'Comparison of 2 products' })).toBeVisible();
  });
});
