import type { APIRequestContext } from '@playwright/test';
import type { ProductPage } from '../../src/contracts/search';
import { AUSTRALIAN_DOLLARS, formatMoney, priceParts as pricePartsIn } from '../../src/domain/money-format';

/** The wa flavour's prices: Australian dollars. */
const priceParts = (cents: number) => pricePartsIn(cents, AUSTRALIAN_DOLLARS);
const formatPrice = (cents: number) => formatMoney(cents, AUSTRALIAN_DOLLARS);
import { dollarsToCents } from '../../src/domain/money';
import { expect, test, waitForHydration, WA_URL } from './support/fixtures';
import { expectNoWcag22Violations } from './support/wcag';

/** A product of four-figure price with cents, the case where the bar used to cut the price. */
async function productWithCents(request: APIRequestContext) {
  // About one price in twenty ends in 95 cents; walk the catalogue from the dearest until one shows.
  for (let pageNo = 1; pageNo <= 20; pageNo += 1) {
    const res = await request.get(`${WA_URL}/api/v2/listing/all?sort=price-desc&pageSize=100&page=${pageNo}`);
    const page = (await res.json()) as ProductPage;
    const product = page.products.find((p) => p.price != null && p.price >= 1000 && priceParts(dollarsToCents(p.price)).cents !== null);
    if (product) return product;
  }
  throw new Error('The seed has no product of $1,000 or more with cents');
}

test.describe('the buy bar on a phone (390 px)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('shows the whole price beside Add to cart, with superscript cents, and passes WCAG 2.2 AA', async ({ page, request }) => {
    const product = await productWithCents(request);
    const cents = dollarsToCents(product.price!);
    await page.goto(product.uri);
    await waitForHydration(page);
    const bar = page.getByRole('region', { name: 'Buy this product' });
    const price = bar.getByRole('paragraph').filter({ hasText: formatPrice(cents) });
    const button = bar.getByRole('button', { name: 'Add to cart', exact: true });
    await expect(bar).toBeVisible();
    await expect(bar).toHaveCSS('position', 'fixed');
    await expect(price).toBeVisible();
    // The whole price is on screen, left of the button: nothing of it is clipped or covered.
    expect(await price.evaluate((el) => el.scrollWidth <= el.clientWidth), 'the price fits its box').toBe(true);
    // Where the price's visible text ends (text kept for screen readers only sits in a 1 px box).
    const textRight = await price.evaluate((el) => {
      const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
      let right = 0;
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if ((node.parentElement?.getBoundingClientRect().width ?? 0) <= 1) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        right = Math.max(right, range.getBoundingClientRect().right);
      }
      return right;
    });
    const buttonBox = (await button.boundingBox())!;
    expect(textRight, 'the price ends before the button starts').toBeLessThanOrEqual(buttonBox.x);
    expect(buttonBox.x + buttonBox.width).toBeLessThanOrEqual(390);
    // Shown as dollars with the cents raised (the pricing rule); read as one price.
    await expect(price.locator('sup')).toHaveText(priceParts(cents).cents!);
    await expectNoWcag22Violations(page);
  });
});

test.describe('the buy panel on a desktop (1440 px)', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('sits in the buy column, not over the page, and passes WCAG 2.2 AA', async ({ page, request }) => {
    const product = await productWithCents(request);
    await page.goto(product.uri);
    await waitForHydration(page);
    const bar = page.getByRole('region', { name: 'Buy this product' });
    await expect(bar).toHaveCSS('position', 'static');
    await expect(bar.getByRole('button', { name: 'Add to cart', exact: true })).toBeVisible();
    await expect(page.getByTestId('price').first().locator('sup')).toHaveText(priceParts(dollarsToCents(product.price!)).cents!);
    await expectNoWcag22Violations(page);
  });
});

test.describe('a printed product page', () => {
  // On a phone the buy bar takes the chat launcher's spot (document 3, blocker 'product-page').
  for (const { width, launcherOnScreen } of [
    { width: 390, launcherOnScreen: false },
    { width: 1440, launcherOnScreen: true },
  ]) {
    test(`keeps the product, price and specifications and leaves off banners, chat, compare and cart at ${width} px`, async ({
      page,
      request,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      const product = await productWithCents(request);
      await page.goto(product.uri);
      await waitForHydration(page);
      const announcement = page.getByRole('region', { name: 'Site announcement' });
      const compareToggles = page.getByRole('checkbox', { name: /^Compare / });
      await expect(announcement).toBeVisible();
      await expect(page.getByTestId('chat-launcher')).toBeVisible({ visible: launcherOnScreen });
      await expect(compareToggles.first()).toBeVisible();
      await page.emulateMedia({ media: 'print' });
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.title);
      await expect(page.getByTestId('price').first()).toBeVisible();
      await expect(page.getByRole('table', { name: 'Specifications' })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Overview' })).toBeVisible();
      await expect(announcement).toBeHidden();
      await expect(page.getByTestId('chat-launcher')).toBeHidden();
      await expect(page.getByTestId('sale-footer-banner')).toBeHidden();
      await expect(page.getByRole('region', { name: 'Buy this product' })).toBeHidden();
      for (const toggle of await compareToggles.all()) await expect(toggle).toBeHidden();
      await expect(page.locator('header input[type="search"]')).toBeHidden();
      await expect(page.getByRole('heading', { name: 'You might also like' })).toBeHidden();
    });
  }
});
