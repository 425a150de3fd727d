import type { APIRequestContext } from '@playwright/test';
import type { Cart } from '../../src/contracts/cart';
import type { ProductSummary } from '../../src/contracts/products';
import { expect, NZ_URL, test, waitForHydration, waitForVisitorCookie, WA_URL } from './support/fixtures';
import { expectNoWcag22Violations } from './support/wcag';

/** The first product the flavour sells with a price and in stock. */
async function sellable(request: APIRequestContext, base: string): Promise<ProductSummary> {
  const { products } = (await (await request.get(`${base}/api/v2/listing/all?pageSize=100`)).json()) as { products: ProductSummary[] };
  const product = products.find((p) => typeof p.price === 'number' && p.stockStatus === 'inStock');
  if (!product) throw new Error(`${base} sells nothing in stock`);
  return product;
}

test.describe('the cart in the New Zealand flavour (aol-nz)', () => {
  test.use({ baseURL: NZ_URL });

  test('adds from the product page, shows the line in the slide-out and applies a demo code', async ({ page, request }) => {
    const product = await sellable(request, NZ_URL);
    await page.goto(product.uri);
    await waitForHydration(page);
    await page.getByRole('region', { name: 'Buy this product' }).getByRole('button', { name: 'Add to cart', exact: true }).click();

    const panel = page.getByRole('region', { name: 'Your cart' });
    await expect(panel.getByRole('heading', { name: 'Your cart' })).toBeFocused();
    await expect(panel.getByRole('listitem').filter({ hasText: product.title.slice(0, 40) })).toHaveCount(1);
    await expect(page.locator('header').getByRole('button', { name: 'Cart, 1 item' })).toBeVisible();

    await panel.getByLabel('Gift card or coupon code').fill('TAKE50');
    await panel.getByRole('button', { name: 'Apply' }).click();
    await expect(panel.getByRole('list', { name: 'Applied codes' })).toContainText('TAKE50');
    const cart = (await (await page.request.get(`${NZ_URL}/api/cart/`)).json()) as Cart;
    expect(cart.couponDiscount).toBe(Math.min(50, product.price as number));
    await expectNoWcag22Violations(page, '#header-cart-panel');
  });
});

test.describe('a refreshCart message', () => {
  test.use({ baseURL: WA_URL });

  test('from the same origin refreshes the header count after the cart changed elsewhere', async ({ page, request }) => {
    const product = await sellable(request, WA_URL);
    await page.goto('/');
    await waitForHydration(page);
    const cartButton = page.locator('header').getByRole('button', { name: /^Cart/ });
    await expect(cartButton).toHaveAccessibleName('Cart');

    // Another widget (a quote tool, a second tab's code) changes this visitor's cart through the API.
    await waitForVisitorCookie(page);
    const added = await page.request.post(`${WA_URL}/api/cart/product/`, { data: { qty: 2, sku: product.sku } });
    expect(added.status()).toBe(200);
    await expect(cartButton).toHaveAccessibleName('Cart');

    await page.evaluate(() => window.postMessage('refreshCart', window.location.origin));
    await expect(cartButton).toHaveAccessibleName('Cart, 2 items');
  });
});
