import type { Page } from '@playwright/test';
import type { ProductResponse } from '../../src/contracts/product-detail';
import { brandFallbackImage } from '../../src/domain/brands';
import { DOCUMENT_404, expect, NZ_URL, test, waitForHydration, WA_URL } from './support/fixtures';

/** Every product picture answers 404, as a missing file on the media host would. */
async function breakProductImages(page: Page) {
  await page.route('**/media/products/**', (route) => route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not found' }));
}

const mainImage = (page: Page) => page.getByRole('main').locator('img').first();

/** The image shows the fallback and it really loaded (a broken image has no natural width). */
async function expectFallback(page: Page, fallback: string) {
  const image = mainImage(page);
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => new URL(img.currentSrc || img.src).pathname)).toBe(fallback);
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
}

for (const flavour of [
  { app: 'wa' as const, url: WA_URL },
  { app: 'aol-nz' as const, url: NZ_URL },
]) {
  test.describe(`in the ${flavour.app} flavour`, () => {
    test.use({ baseURL: flavour.url });

    test("an image that fails to load shows the brand's default image, on the server-rendered page and after client navigation", async ({
      page,
      request,
      consoleGuard,
    }) => {
      consoleGuard.allow(DOCUMENT_404);
      const { product } = (await (await request.get(`${flavour.url}/api/v2/product/id/1/`)).json()) as ProductResponse;
      await breakProductImages(page);
      await page.goto(product.uri);
      await expectFallback(page, brandFallbackImage(flavour.app));

      // A client-side navigation (the page is not reloaded) renders new images that fail the same way.
      await waitForHydration(page);
      await page.evaluate(() => ((window as unknown as { stayedOnPage: boolean }).stayedOnPage = true));
      const next = page.getByRole('region', { name: 'You might also like' }).getByRole('article').first().getByRole('link').first();
      const nextTitle = (await next.textContent())!;
      await next.click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(nextTitle);
      expect(await page.evaluate(() => (window as unknown as { stayedOnPage?: boolean }).stayedOnPage)).toBe(true);
      await expectFallback(page, brandFallbackImage(flavour.app));
    });
  });
}
