import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext } from '@playwright/test';
import type { ProductResponse } from '../../src/contracts/product-detail';
import type { ProductPage } from '../../src/contracts/search';
import { DOCUMENT_404, expect, NZ_URL, test, waitForHydration, WA_URL } from './support/fixtures';

async function productPath(request: APIRequestContext, origin: string, id = 1): Promise<ProductResponse['product']> {
  const res = await request.get(`${origin}/api/v2/product/id/${id}/`);
  expect(res.ok()).toBe(true);
  return (await res.json()).product;
}

/** A product with at least `count` images, found through the listing (no seed id). */
async function productWithImages(request: APIRequestContext, count: number): Promise<ProductResponse['product']> {
  const listing = await request.get(`${WA_URL}/api/v2/listing/all?pageSize=48`);
  expect(listing.ok()).toBe(true);
  for (const summary of ((await listing.json()) as ProductPage).products) {
    const product = (await (
      await request.get(`${WA_URL}/api/v2/product/sku/${encodeURIComponent(summary.sku)}`)
    ).json()) as ProductResponse;
    if (product.product.images.length >= count) return product.product;
  }
  throw new Error(`No product in the first page of the listing has ${count} images`);
}

test.describe('product page', () => {
  test('shows the product with its price, specifications, structured data and share tags', async ({ page, request }) => {
    const product = await productPath(request, WA_URL);
    const response = await page.goto(product.uri);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.title);
    await expect(page.getByRole('link', { name: product.brand.name, exact: true })).toHaveAttribute('href', product.brand.uri);
    const buy = page.locator('main');
    await expect(buy.getByTestId('price').first()).toContainText(`$${Math.floor(product.price!).toLocaleString('en-AU')}`);
    const rrp = page.getByRole('button', { name: 'RRP' }).first();
    await expect(rrp).toHaveAccessibleDescription('Manufacturer’s recommended retail price');
    await rrp.focus();
    await expect(page.getByRole('tooltip')).toHaveText('Manufacturer’s recommended retail price');
    await expect(page.getByRole('button', { name: 'Add to cart', exact: true })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Specifications' })).toContainText('Dimensions');
    await expect(page.getByRole('heading', { name: 'You might also like' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Delivery and service' })).toContainText('Next-day delivery');

    const ld = (await page.locator('script[type="application/ld+json"]').allTextContents())
      .map((text) => JSON.parse(text))
      .find((data) => data['@type'] === 'Product');
    expect(ld).toMatchObject({ '@type': 'Product', name: product.title, sku: product.sku, offers: { priceCurrency: 'AUD' } });
    // The shared breadcrumb bar: Home, the categories, then the product as plain text.
    const trail = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(trail.getByRole('link').first()).toHaveText('Home');
    await expect(trail.getByRole('listitem').last()).toHaveText(product.title);
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'product');
    await expect(page.locator('meta[property="og:image:width"]')).toHaveAttribute('content', '1600');
    await expect(page.locator('meta[property="og:image:height"]')).toHaveAttribute('content', '630');
  });

  test('the gallery switches images and the value promise opens a modal with years since 1906', async ({ page, request }) => {
    const product = await productWithImages(request, 2);
    await page.goto(product.uri);
    await waitForHydration(page);
    const thumbs = page.getByRole('button', { name: /^Show image/ });
    await expect(thumbs).toHaveCount(product.images.length);
    await thumbs.nth(1).click();
    await expect(thumbs.nth(1)).toHaveAttribute('aria-pressed', 'true');
    await expect(thumbs.nth(0)).toHaveAttribute('aria-pressed', 'false');
    const years = new Date().getFullYear() - 1906;
    const badge = page.getByRole('button', { name: `${years} years of service` });
    await badge.click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('Since 1906');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await expect(badge).toBeFocused();
  });

  test('the NZ flavour promises fast free delivery and a price match', async ({ page, request }) => {
    const product = await productPath(request, NZ_URL);
    await page.goto(`${NZ_URL}${product.uri}`);
    const delivery = page.getByRole('list', { name: 'Delivery and service' });
    await expect(delivery).toContainText('Fast free delivery');
    await expect(delivery).toContainText('Free removal and recycling');
    await expect(delivery).toContainText('24/7 support');
    await expect(delivery).not.toContainText('Next-day delivery');
    await expect(page.getByRole('button', { name: 'Price Match Guarantee' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Price history' })).toBeVisible();
    const ld = (await page.locator('script[type="application/ld+json"]').allTextContents())
      .map((text) => JSON.parse(text))
      .find((data) => data['@type'] === 'Product');
    expect(ld.offers.priceCurrency).toBe('NZD');
  });

  test('an unknown product is a 404 page', async ({ page, consoleGuard }) => {
    consoleGuard.allow(DOCUMENT_404);
    const response = await page.goto('/p/no-such-product-anywhere');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(/not found/i);
  });

  for (const width of [1280, 390]) {
    test(`has no axe violations at ${width}px`, async ({ page, request }) => {
      const product = await productPath(request, WA_URL);
      await page.setViewportSize({ width, height: 900 });
      await page.goto(product.uri);
      await waitForHydration(page);
      const results = await new AxeBuilder({ page }).analyze();
      expect(results.violations).toEqual([]);
    });
  }
});
