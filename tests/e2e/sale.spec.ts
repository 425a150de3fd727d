import type { SaleWithProducts } from '../../src/contracts/listing';
import { expect, NZ_URL, test, waitForHydration, WA_URL } from './support/fixtures';
import { expectNoWcag22Violations } from './support/wcag';

const WIDTHS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1440, height: 900 },
];

for (const viewport of WIDTHS) {
  test.describe(`the sale page at ${viewport.width} px`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test("shows the sale's banner and its products as a listing, and passes WCAG 2.2 AA", async ({ page, request }) => {
      // A full listing page under axe: allow for a busy machine.
      test.slow();
      const sale = (await (await request.get(`${WA_URL}/api/v2/listing/sale`)).json()) as SaleWithProducts;
      const response = await page.goto('/sale');
      expect(response?.status()).toBe(200);
      await expect(page.locator('main')).toHaveAttribute('data-page-type', 'sale');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(sale.sale.name);
      const banner = page.getByTestId('sale-banner');
      await expect(banner).toBeVisible();
      // The phone gets the sale's short banner, wider screens its wide one.
      const expected = viewport.width < 768 ? 'siteWideHeaderMobile' : 'homePageBanner';
      await expect.poll(() => banner.evaluate((img: HTMLImageElement) => img.currentSrc)).toContain(`/${expected}.svg`);
      await expect(page.getByText(`Showing 1–24 of ${sale.totalCount} products`)).toBeVisible();
      await expect(page.locator('main article')).toHaveCount(24);
      await expectNoWcag22Violations(page);
    });
  });
}

test('the sale listing filters by brand like any listing', async ({ page, request }) => {
  const sale = (await (await request.get(`${WA_URL}/api/v2/listing/sale`)).json()) as SaleWithProducts;
  const brand = sale.facets.brands[0]!;
  await page.goto('/sale');
  await waitForHydration(page);
  await page
    .getByRole('group', { name: 'Brand' })
    .getByRole('checkbox', { name: `${brand.name} (${brand.count})` })
    .check();
  await expect(page).toHaveURL(new RegExp(`/sale\\?brands=${brand.slug}$`));
  await expect(page.getByRole('main').getByRole('status')).toHaveText(
    brand.count > 24 ? `Showing 1–24 of ${brand.count} products` : `${brand.count} ${brand.count === 1 ? 'product' : 'products'}`,
  );
  const tileBrands = await page.locator('main article').evaluateAll((all) => all.map((tile) => tile.querySelector('p')?.textContent ?? ''));
  expect(tileBrands.length).toBe(Math.min(24, brand.count));
  for (const name of tileBrands) expect(name).toBe(brand.name);
});

test('the sale footer banner leads to the sale page, and /blackfriday reaches it too', async ({ page }) => {
  await page.goto('/stores');
  await waitForHydration(page);
  await page.getByTestId('sale-footer-banner').getByRole('link').click();
  await expect(page).toHaveURL(/\/sale$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Black Friday Sale');

  await page.goto('/blackfriday');
  await expect(page).toHaveURL(/\/sale$/);
  await expect(page.locator('main')).toHaveAttribute('data-page-type', 'sale');
});

test.describe('in the NZ flavour', () => {
  test.use({ baseURL: NZ_URL });

  test('the sale page shows the sale in NZ dollars', async ({ page }) => {
    const response = await page.goto('/sale');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Black Friday Sale');
    await expect(page.locator('main article').first()).toBeVisible();
  });
});
