import type { APIRequestContext, Page } from '@playwright/test';
import type { Cart } from '../../src/contracts/cart';
import type { ProductSummary } from '../../src/contracts/products';
import { AUSTRALIAN_DOLLARS, formatMoney } from '../../src/domain/money-format';
import { dollarsToCents } from '../../src/domain/money';
import { expect, test, waitForHydration, WA_URL } from './support/fixtures';
import { expectNoWcag22Violations } from './support/wcag';

const formatPrice = (dollars: number) => formatMoney(dollarsToCents(dollars), AUSTRALIAN_DOLLARS);

/** An in-stock product of a brand and category, from the seeded catalogue. */
async function sellableProduct(request: APIRequestContext, category: string, brand: string): Promise<ProductSummary> {
  const res = await request.get(`${WA_URL}/api/v2/listing?category=${category}&pageSize=100`);
  const { products } = (await res.json()) as { products: ProductSummary[] };
  const product = products.find((p) => p.brand.name === brand && p.price !== null && p.stockStatus === 'inStock');
  if (!product) throw new Error(`The seed has no ${brand} product in stock under ${category}`);
  return product;
}

async function cartNow(page: Page): Promise<Cart> {
  return (await (await page.request.get(`${WA_URL}/api/cart/`)).json()) as Cart;
}

const cartButton = (page: Page) => page.locator('header').getByRole('button', { name: /^Cart/ });

test.describe('the cart on a desktop (1280 px)', () => {
  test('adds with a quantity and a warranty, shows the reward, changes the quantity, applies a demo code and removes', async ({
    page,
    request,
    consoleGuard,
  }) => {
    // The unknown code is refused with a 422 on purpose; the browser logs the failed request.
    consoleGuard.allow(/status of 422 .*\/api\/cart\/coupon\//);
    const product = await sellableProduct(request, 'laundry/washing-machines', 'Miele');
    await page.goto(product.uri);
    await waitForHydration(page);

    await page.getByLabel('Quantity').selectOption('2');
    const warranty = page.getByRole('group', { name: 'Extended warranty' });
    await warranty.getByRole('radio', { name: /^3 Year Extended Warranty/ }).check();
    await page.getByRole('button', { name: 'Add to cart', exact: true }).click();

    const panel = page.getByRole('region', { name: 'Your cart' });
    await expect(panel.getByRole('heading', { name: 'Your cart' })).toBeFocused();
    const line = panel
      .getByRole('listitem')
      .filter({ hasText: product.title.slice(0, 40) })
      .first();
    await expect(line.getByRole('group', { name: /^Quantity of/ }).locator('output')).toHaveText('2');
    await expect(line).toContainText('3 Year Extended Warranty: $99');
    await expect(line).toContainText('Cashback');
    // Two products and one reward.
    await expect(cartButton(page)).toHaveAccessibleName('Cart, 3 items');

    await line.getByRole('button', { name: /^Increase quantity of/ }).click();
    await expect(line.getByRole('group', { name: /^Quantity of/ }).locator('output')).toHaveText('3');
    await expect(cartButton(page)).toHaveAccessibleName('Cart, 4 items');

    const code = panel.getByLabel('Gift card or coupon code');
    await code.press('Enter');
    await expect(panel.getByRole('alert')).toHaveText('Coupon value cannot be empty.');
    await code.fill('NOPE-1');
    await expect(panel.getByRole('alert')).toHaveCount(0);
    await code.press('Enter');
    await expect(panel.getByRole('alert')).toHaveText('Sorry, "NOPE-1" is not a valid coupon or gift card code.');
    await code.fill('save10');
    await panel.getByRole('button', { name: 'Apply' }).click();
    await expect(panel.getByRole('list', { name: 'Applied codes' })).toContainText('SAVE10');
    const priced = await cartNow(page);
    expect(priced.couponDiscount).toBeGreaterThan(0);
    await expect(panel.getByTestId('cart-order-total')).toHaveText(formatPrice(priced.orderTotal));
    await expect(panel.getByRole('link', { name: 'Checkout' })).toHaveAttribute('href', '/customer/checkout');
    await expectNoWcag22Violations(page, '#header-cart-panel');
    await page.screenshot({ path: 'test-results/cart-desktop.png' });

    await line.getByRole('button', { name: /^Remove / }).click();
    await expect(panel).toContainText('Your cart is empty.');
    await expect(cartButton(page)).toHaveAccessibleName('Cart');
  });
});

test.describe('the cart on a phone (390 px)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('opens full width from the buy bar, works by keyboard, closes with Escape back to the cart icon', async ({ page, request }) => {
    const product = await sellableProduct(request, 'laundry', 'Fisher & Paykel');
    await page.goto(product.uri);
    await waitForHydration(page);
    await page.getByRole('region', { name: 'Buy this product' }).getByRole('button', { name: 'Add to cart', exact: true }).click();
    const panel = page.getByRole('region', { name: 'Your cart' });
    await expect(panel.getByRole('heading', { name: 'Your cart' })).toBeFocused();
    const box = (await panel.boundingBox())!;
    expect(box.width).toBeGreaterThanOrEqual(389);

    const increase = panel.getByRole('button', { name: /^Increase quantity of/ });
    await increase.focus();
    await page.keyboard.press('Enter');
    await expect(panel.getByRole('group', { name: /^Quantity of/ }).locator('output')).toHaveText('2');
    await expect(cartButton(page)).toHaveAccessibleName('Cart, 2 items');
    await expectNoWcag22Violations(page, '#header-cart-panel');
    await page.screenshot({ path: 'test-results/cart-phone.png' });

    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(cartButton(page)).toBeFocused();
    await cartButton(page).click();
    await expect(panel.getByRole('group', { name: /^Quantity of/ }).locator('output')).toHaveText('2');
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('Add to cart posts to the cart page, where quantities, codes and removal work by forms', async ({ page, request }) => {
    const product = await sellableProduct(request, 'laundry', 'Fisher & Paykel');
    await page.goto(product.uri);
    await page.getByRole('region', { name: 'Buy this product' }).getByRole('button', { name: 'Add to cart', exact: true }).click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your cart');
    await expect(page.getByRole('link', { name: product.title.slice(0, 40) })).toBeVisible();
    await page.getByLabel('Quantity').fill('3');
    await page.getByRole('button', { name: 'Update' }).click();
    await expect(page.getByLabel('Quantity')).toHaveValue('3');
    await page.getByLabel('Gift card or coupon code').fill('TAKE50');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByText('TAKE50: −$50')).toBeVisible();
    await page.getByRole('button', { name: 'Remove' }).last().click();
    await page.getByRole('button', { name: 'Remove' }).click();
    await expect(page.getByText('Your cart is empty.')).toBeVisible();
  });
});
