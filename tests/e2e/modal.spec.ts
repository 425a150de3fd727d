import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import type { ListingPage } from '../../src/contracts/listing';
import { serveModalHarness } from './support/harness/serve-harness';
import { expect, test, waitForHydration } from './support/fixtures';

const body = (page: Page) => page.locator('body');
const OPEN = /\bmodal-open\b/;

async function openHarness(page: Page, query = '') {
  await serveModalHarness(page);
  await page.goto(`/__harness/modal${query}`);
  await expect(page.getByRole('heading', { name: 'Modal harness' })).toBeVisible();
}

async function openParent(page: Page) {
  const opener = page.getByRole('button', { name: 'Open parent' });
  await opener.click();
  const parent = page.getByRole('dialog', { name: 'Parent modal' });
  await expect(parent).toBeVisible();
  await expect(body(page)).toHaveClass(OPEN);
  return { opener, parent };
}

for (const width of [1280, 390]) {
  test.describe(`modal at ${width}px`, () => {
    test.use({ viewport: { width, height: 844 } });

    test('closes with its Close button, Escape or a backdrop click, returning focus and clearing the body marker', async ({ page }) => {
      await openHarness(page);
      await expect(body(page)).not.toHaveClass(OPEN);

      let { opener, parent } = await openParent(page);
      await parent.getByRole('button', { name: 'Close', exact: true }).click();
      await expect(parent).toBeHidden();
      await expect(opener).toBeFocused();
      await expect(body(page)).not.toHaveClass(OPEN);

      ({ opener, parent } = await openParent(page));
      await page.keyboard.press('Escape');
      await expect(parent).toBeHidden();
      await expect(opener).toBeFocused();
      await expect(body(page)).not.toHaveClass(OPEN);

      ({ opener, parent } = await openParent(page));
      // The top-left corner is outside the modal: the backdrop.
      await page.mouse.click(4, 4);
      await expect(parent).toBeHidden();
      await expect(body(page)).not.toHaveClass(OPEN);

      // A click inside the modal does not close it.
      ({ parent } = await openParent(page));
      await parent.getByText('The parent modal.').click();
      await expect(parent).toBeVisible();
    });

    test('keeps focus inside while open', async ({ page }) => {
      await openHarness(page);
      const { parent } = await openParent(page);
      for (let i = 0; i < 8; i += 1) {
        await page.keyboard.press('Tab');
        expect(await parent.evaluate((dialog) => dialog.contains(document.activeElement) || document.activeElement === document.body)).toBe(
          true,
        );
      }
    });

    test('a nested modal dims its parent; closing it restores the parent and keeps the marker until the last closes', async ({ page }) => {
      await openHarness(page);
      const { opener, parent } = await openParent(page);
      const openChild = parent.getByRole('button', { name: 'Open child' });
      await openChild.click();
      const child = page.getByRole('dialog', { name: 'Child modal' });
      await expect(child).toBeVisible();
      await expect(child.getByRole('button', { name: 'Done' })).toBeFocused();
      await expect(parent).toHaveAttribute('data-dimmed', 'true');
      await expect(child).not.toHaveAttribute('data-dimmed');

      await page.keyboard.press('Escape');
      await expect(child).toBeHidden();
      await expect(parent).toBeVisible();
      await expect(parent).not.toHaveAttribute('data-dimmed');
      await expect(openChild).toBeFocused();
      await expect(body(page)).toHaveClass(OPEN);

      await page.keyboard.press('Escape');
      await expect(parent).toBeHidden();
      await expect(opener).toBeFocused();
      await expect(body(page)).not.toHaveClass(OPEN);
    });

    test('an error banner inside closes on its own control and leaves the modal open', async ({ page }) => {
      await openHarness(page);
      const { parent } = await openParent(page);
      await parent.getByRole('button', { name: 'Show error' }).click();
      const alert = parent.getByRole('alert');
      await expect(alert).toHaveText(/Something went wrong/);
      await alert.getByRole('button', { name: 'Close Error Message' }).click();
      await expect(alert).toHaveCount(0);
      await expect(parent).toBeVisible();
    });

    test('closes on navigation and on browser back', async ({ page }) => {
      await openHarness(page);
      let { parent } = await openParent(page);
      await parent.getByRole('link', { name: 'Go elsewhere' }).click();
      await expect(page).toHaveURL(/\/__harness\/modal\/elsewhere$/);
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await expect(body(page)).not.toHaveClass(OPEN);

      await page.goBack();
      await page.getByRole('link', { name: 'Centre aligned' }).click();
      await expect(page).toHaveURL(/type=centerAligned/);
      ({ parent } = await openParent(page));
      await page.goBack();
      await expect(page).not.toHaveURL(/type=centerAligned/);
      await expect(parent).toBeHidden();
      await expect(body(page)).not.toHaveClass(OPEN);
      // Back closed the modal without leaving the page.
      await expect(page.getByRole('heading', { name: 'Modal harness' })).toBeVisible();
    });

    const expected = { small: 560, default: 700, medium: 800, large: 970 } as const;
    for (const [size, px] of Object.entries(expected)) {
      test(`the ${size} width is ${px}px from 768px up and the screen width below`, async ({ page }) => {
        await openHarness(page, `?width=${size}`);
        const { parent } = await openParent(page);
        const box = (await parent.boundingBox())!;
        // From 768px up the modal has its size's width; below it nearly fills the screen.
        const [least, most] = width >= 768 ? [px, px] : [width - 40, width];
        expect(Math.round(box.width)).toBeGreaterThanOrEqual(least);
        expect(Math.round(box.width)).toBeLessThanOrEqual(most);
      });
    }

    test('a two-column modal is always large and lays its body out in two columns', async ({ page }) => {
      await openHarness(page, '?type=twoCol&width=small');
      const { parent } = await openParent(page);
      const box = (await parent.boundingBox())!;
      const [least, most] = width >= 768 ? [970, 970] : [width - 40, width];
      expect(Math.round(box.width)).toBeGreaterThanOrEqual(least);
      expect(Math.round(box.width)).toBeLessThanOrEqual(most);
      await expect(parent).toHaveAttribute('data-modal-type', 'twoCol');
      expect((await new AxeBuilder({ page }).include('dialog').analyze()).violations).toEqual([]);
    });
  });
}

test.describe('the storefront’s limit dialog', () => {
  test('closes on Escape, on a backdrop click and when the browser goes back', async ({ page, request }) => {
    const listing = async (category: string) =>
      ((await (await request.get(`/api/v2/listing?category=${category}&pageSize=3`)).json()) as ListingPage).products;
    const [start] = await listing('cooking');
    // The visitor cookie first, so the three adds share it.
    await page.request.get('/api/compare/');
    for (const p of await listing('laundry')) await page.request.post('/api/compare/product/', { data: { sku: p.sku } });
    await page.goto(start!.uri);
    await waitForHydration(page);
    // A client-side visit to another product, so going back stays in the app.
    const other = page.getByRole('region', { name: 'You might also like' }).getByRole('link').first();
    const otherTitle = (await other.textContent())!.trim();
    await other.click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(otherTitle);
    const box = page.getByRole('checkbox', { name: `Compare ${otherTitle}` });
    const dialog = page.getByRole('dialog', { name: 'Too many products' });

    await box.click();
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(box).toBeFocused();

    await box.click();
    await expect(dialog).toBeVisible();
    await page.mouse.click(4, 4);
    await expect(dialog).toBeHidden();
    await expect(body(page)).not.toHaveClass(OPEN);

    await box.click();
    await expect(dialog).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(start!.uri);
    await expect(dialog).toBeHidden();
    await expect(body(page)).not.toHaveClass(OPEN);
  });
});
