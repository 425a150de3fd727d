import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import type { ListingPage } from '../../src/contracts/listing';
import type { ProductSummary } from '../../src/contracts/products';
import { expect, test, waitForHydration, WA_URL } from './support/fixtures';

const launcher = (page: Page) => page.getByRole('button', { name: 'Chat with us' });
const tray = (page: Page) => page.getByRole('region', { name: 'Compare products' });

async function pricedProducts(request: APIRequestContext): Promise<ProductSummary[]> {
  const res = await request.get(`${WA_URL}/api/v2/listing?category=cooking&pageSize=12`);
  expect(res.ok()).toBe(true);
  return ((await res.json()) as ListingPage).products.filter((p) => p.price !== null).slice(0, 2);
}

/** Lists products for this browser context through the API (its cookie jar is the page's). */
async function seedCompareList(page: Page, products: ProductSummary[]) {
  await page.request.get('/api/compare/');
  for (const p of products) expect((await page.request.post('/api/compare/product/', { data: { sku: p.sku } })).ok()).toBe(true);
}

for (const width of [1280, 390]) {
  const desktop = width > 767;
  test.describe(`chat widget at ${width}px`, () => {
    test.use({ viewport: { width, height: desktop ? 900 : 844 } });

    test('the launcher shows on the home page and opens the sandbox chat panel', async ({ page }) => {
      await page.goto('/');
      await waitForHydration(page);
      await expect(launcher(page)).toBeVisible();
      await launcher(page).click();
      const dialog = page.getByRole('dialog', { name: 'Chat with us' });
      await expect(dialog).toBeVisible();
      await expect(dialog).toContainText('This is a sandbox chat');
      await expect(dialog.getByRole('link', { name: '1300 000 400' })).toHaveAttribute('href', 'tel:1300000400');
      expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
      await dialog.getByRole('button', { name: 'Close chat' }).click();
      await expect(dialog).toBeHidden();
      await expect(launcher(page)).toBeFocused();
    });

    test('the expanded compare tray hides the launcher, and Compare Selected sends a compare click event', async ({ page, request }) => {
      const products = await pricedProducts(request);
      const skus = products.map((p) => p.sku);
      const clicks: { label?: string; status: number }[] = [];
      page.on('requestfinished', async (req) => {
        if (!req.url().endsWith('/api/analytics/events')) return;
        const body = JSON.parse(req.postData() ?? '{}') as { name: string; label?: string };
        if (body.name === 'compare_click') clicks.push({ label: body.label, status: (await req.response())?.status() ?? 0 });
      });
      await seedCompareList(page, products);
      await page.goto('/c/cooking');
      await waitForHydration(page);
      await expect(tray(page)).toHaveAttribute('data-state', 'minimised');
      await expect(launcher(page)).toBeVisible();

      await tray(page)
        .getByRole('button', { name: desktop ? 'COMPARE 2 ITEMS' : 'COMPARE 2' })
        .click();
      await expect(tray(page)).toHaveAttribute('data-state', 'expanded');
      await expect(launcher(page)).toBeHidden();
      await tray(page).getByRole('button', { name: 'Hide' }).click();
      await expect(launcher(page)).toBeVisible();

      await tray(page)
        .getByRole('button', { name: desktop ? 'COMPARE 2 ITEMS' : 'COMPARE 2' })
        .click();
      await tray(page).getByRole('button', { name: 'Compare Selected' }).click();
      await expect(page).toHaveURL(/\/compare/);
      await expect.poll(() => clicks).toEqual([{ label: skus.join(','), status: 204 }]);
    });
  });
}

// On phones the refine panel, the menu and the sticky buy panel cover the launcher's spot.
test.describe('chat widget on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the open refine panel, the open menu and the sticky buy panel hide the launcher', async ({ page, request }) => {
    await page.goto('/c/refrigeration');
    await waitForHydration(page);
    await expect(launcher(page)).toBeVisible();
    await page.getByRole('button', { name: 'Refine' }).click();
    await expect(page.getByRole('dialog', { name: 'Refine' })).toBeVisible();
    await expect(launcher(page)).toBeHidden();
    await page.keyboard.press('Escape');
    await expect(launcher(page)).toBeVisible();

    await page.getByRole('button', { name: 'Shop by category' }).click();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
    await expect(launcher(page)).toBeHidden();
    await page.keyboard.press('Escape');
    await expect(launcher(page)).toBeVisible();

    const [product] = await pricedProducts(request);
    await page.goto(product!.uri);
    await waitForHydration(page);
    await expect(page.getByRole('region', { name: 'Buy this product' })).toHaveAttribute('data-blocks-chat', 'product-page');
    await expect(launcher(page)).toBeHidden();
  });
});

test.describe('chat widget on a wide screen', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('the product page leaves the launcher shown where the buy panel is not sticky', async ({ page, request }) => {
    const [product] = await pricedProducts(request);
    await page.goto(product!.uri);
    await waitForHydration(page);
    await expect(page.getByRole('region', { name: 'Buy this product' })).not.toHaveAttribute('data-blocks-chat');
    await expect(launcher(page)).toBeVisible();
  });
});
