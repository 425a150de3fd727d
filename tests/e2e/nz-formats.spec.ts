import type { ProductResponse } from '../../src/contracts/product-detail';
import { expect, NZ_URL, test } from './support/fixtures';

// Document 3 section 3: New Zealand places read '{suburb} {postcode}', with no region code.
test.describe('New Zealand place formats (aol-nz)', () => {
  test.use({ baseURL: NZ_URL });

  test('the delivery location reads suburb and postcode in the header and on the product page', async ({ page, request }) => {
    const { product } = (await (await request.get(`${NZ_URL}/api/v2/product/id/1/`)).json()) as ProductResponse;
    await page.goto(product.uri);
    const places = page.getByTestId('delivery-location-place');
    await expect(places).toHaveCount(2);
    await expect(places.nth(0)).toHaveText('Auckland Central 1010');
    await expect(places.nth(1)).toHaveText('Auckland Central 1010');
    await expect(page.getByTestId('delivery-location').first()).not.toContainText('AUK');
  });

  test('store addresses read suburb and postcode', async ({ page }) => {
    await page.goto('/stores');
    const takapuna = page.getByRole('article', { name: 'Takapuna' });
    await expect(takapuna.locator('address')).toContainText('Takapuna 0622');
    await expect(
      page
        .getByRole('main')
        .locator('address')
        .filter({ hasText: /\bAUK\b|\bWGN\b|\bCAN\b/ }),
    ).toHaveCount(0);
  });
});
