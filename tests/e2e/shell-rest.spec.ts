import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import type { PromotionSummary } from '../../src/contracts/listing';
import type { ProductResponse } from '../../src/contracts/product-detail';
import { expect, test, waitForHydration, WA_URL } from './support/fixtures';

/** Collects the storefront events the page sends (beacons and fetches to our events endpoint). */
function trackedEvents(page: Page) {
  const events: { name: string; action?: string; label?: string }[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/analytics/events') && request.method() === 'POST') events.push(JSON.parse(request.postData() ?? '{}'));
  });
  return events;
}

/** A running promotion's page, from the API rather than a seed slug. */
async function promotionUri(page: Page) {
  const res = await page.request.get(`${WA_URL}/api/promotions`);
  const [promotion] = (await res.json()) as PromotionSummary[];
  if (!promotion) throw new Error('No promotion is running');
  return promotion.uri;
}

async function firstProductUri(page: Page) {
  const res = await page.request.get(`${WA_URL}/api/v2/product/id/1/`);
  return ((await res.json()) as ProductResponse).product.uri;
}

for (const width of [1280, 390]) {
  test.describe(`shell widgets at ${width}px`, () => {
    test.use({ viewport: { width, height: 844 } });

    test('the promotions landing banner shows breadcrumbs, heading, text, image and tracked buttons', async ({ page }) => {
      const events = trackedEvents(page);
      await page.goto('/promotions');
      const banner = page.locator('[data-landing-banner]');
      await expect(banner.getByRole('heading', { level: 1 })).toHaveText('Promotions');
      await expect(banner.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
      await expect(banner.getByText('Current offers, bonus gifts and cashback deals.')).toBeVisible();
      await expect(banner.locator('picture img')).toBeVisible();
      await waitForHydration(page);

      // Search switches the header to its search view: the search field takes focus.
      await banner.getByRole('button', { name: 'Search for a product' }).click();
      await expect(page.locator('header [role="search"]').getByRole('combobox')).toBeFocused();

      await banner.getByRole('link', { name: 'Shop all products' }).click();
      await expect(page).toHaveURL(/\/products$/);
      await expect
        .poll(() => events.map((e) => `${e.name}:${e.action}:${e.label}`))
        .toEqual(
          expect.arrayContaining(['landing_banner_click:search:Search for a product', 'landing_banner_click:internal:Shop all products']),
        );
    });

    test('the storage terms link opens the static page in a modal that passes axe', async ({ page }) => {
      await page.goto('/');
      await waitForHydration(page);
      const link = page.getByRole('contentinfo').getByRole('link', { name: 'Storage terms' });
      await expect(link).toHaveAttribute('href', '/s/storage-terms');
      await link.click();
      const modal = page.getByRole('dialog', { name: /storage/i });
      await expect(modal).toBeVisible();
      await expect(modal.locator('p').first()).toBeVisible();
      await expect(page).not.toHaveURL(/\/s\/storage-terms/);
      const results = await new AxeBuilder({ page }).analyze();
      expect(results.violations).toEqual([]);
      await modal.getByRole('button', { name: 'Close', exact: true }).click();
      await expect(modal).toBeHidden();
      await expect(link).toBeFocused();
    });

    test('a static content modal that cannot load shows its error banner', async ({ page, consoleGuard }) => {
      consoleGuard.allow(/status of 503/);
      await page.route('**/api/Static/storage-terms', (route) =>
        route.fulfill({ status: 503, body: '{}', contentType: 'application/json' }),
      );
      await page.goto('/');
      await waitForHydration(page);
      await page.getByRole('contentinfo').getByRole('link', { name: 'Storage terms' }).click();
      const modal = page.getByRole('dialog');
      await expect(modal.getByRole('alert')).toContainText('could not load');
      await modal.getByRole('button', { name: 'Close Error Message' }).click();
      await expect(modal.getByRole('alert')).toHaveCount(0);
      await expect(modal).toBeVisible();
    });

    test('the product page navigation jumps to a section and marks its tab current', async ({ page }) => {
      await page.goto(await firstProductUri(page));
      const nav = page.getByRole('navigation', { name: 'Product details' });
      // Price history has a tab only when its section is shown (display false otherwise).
      const withHistory = (await page.locator('#product-price-history').count()) > 0;
      await expect(nav.getByRole('link')).toHaveText(['Overview', 'Specifications', ...(withHistory ? ['Price history'] : [])]);
      await waitForHydration(page);
      const tab = nav.getByRole('link', { name: 'Specifications' });
      await tab.click();
      await expect(tab).toHaveAttribute('aria-current', 'true');
      await expect(nav.getByRole('link', { name: 'Overview' })).not.toHaveAttribute('aria-current', 'true');
      await expect(page.locator('#product-specifications')).toBeInViewport();
      await expect(page.locator('#product-specifications')).toBeFocused();
      // Phones stack the tabs; wider screens keep them in a row.
      // Both tabs are measured in the same frame: the page may still be scrolling to the section.
      const [first, second] = await nav.evaluate((element) =>
        Array.from(element.querySelectorAll('a'), (link) => link.getBoundingClientRect().top).slice(0, 2),
      );
      const layout = second === first ? 'row' : second! > first! ? 'stacked' : 'other';
      expect(layout).toBe(width < 768 ? 'stacked' : 'row');
    });
  });
}

test.describe('the promotion page refine button', () => {
  test('opens the refine panel as a dialog on a phone', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(await promotionUri(page));
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Refine eligible products' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
  });

  test('scrolls to the refine section and moves focus into it on a wide screen', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 844 });
    await page.goto(await promotionUri(page));
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Refine eligible products' }).click();
    const panel = page.locator('dialog').filter({ has: page.getByRole('checkbox') });
    // The sidebar is in view and keyboard focus has moved into it.
    await expect(panel).toBeInViewport();
    await expect(panel.locator(':focus')).toHaveCount(1);
    await expect(panel).not.toHaveAttribute('open');
  });
});
