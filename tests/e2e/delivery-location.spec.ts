import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test, waitForHydration } from './support/fixtures';

const DESKTOP = { width: 1280, height: 900 };
const MOBILE = { width: 390, height: 844 };

const headerWidget = (page: Page) => page.getByRole('banner').getByRole('group', { name: /delivery location/i });

async function cookie(page: Page, name: string) {
  return (await page.context().cookies()).find((c) => c.name === name)?.value;
}

test.describe('delivery location in the header', () => {
  test.use({ viewport: DESKTOP });

  test('shows state and postcode with a pencil that opens the typeahead', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    const widget = headerWidget(page);
    await expect(widget).toContainText('Your delivery location');
    await expect(widget.getByTestId('delivery-location-place')).toHaveText('NSW 2000');
    await widget.getByRole('button', { name: 'Edit delivery location' }).click();
    await expect(widget).toContainText('Set Your Delivery Location');
    const input = widget.getByRole('combobox', { name: 'Delivery Postcode' });
    await expect(input).toBeFocused();
    await expect(input).toHaveAttribute('placeholder', 'Enter delivery Postcode');
  });

  test('searches from 2 characters after a 400 ms pause and chooses a locality', async ({ page }) => {
    const searches: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/api/locality/')) searches.push(decodeURIComponent(pathname.slice('/api/locality/'.length)));
    });
    await page.clock.install();
    await page.goto('/');
    await waitForHydration(page);
    const widget = headerWidget(page);
    await widget.getByRole('button', { name: 'Edit delivery location' }).click();
    const input = widget.getByRole('combobox', { name: 'Delivery Postcode' });

    await input.pressSequentially('3');
    // Well past the 400 ms pause, on the browser's clock.
    await page.clock.runFor(700);
    expect(searches).toEqual([]);
    await expect(input).toHaveAttribute('aria-expanded', 'false');

    // Typing quickly sends one search for the whole term.
    await input.pressSequentially('121', { delay: 50 });
    const options = widget.getByRole('option');
    await expect(options.first()).toBeVisible();
    expect(searches).toEqual(['3121']);
    await expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(await options.count()).toBeLessThanOrEqual(100);

    // The keyboard moves through the options and Enter chooses.
    const richmond = widget.getByRole('option', { name: '3121 Richmond, VIC' });
    await expect(richmond).toBeVisible();
    const index = await options.evaluateAll((els) => els.findIndex((el) => el.textContent === '3121 Richmond, VIC'));
    for (let i = 0; i <= index; i += 1) await input.press('ArrowDown');
    await expect(richmond).toHaveAttribute('aria-selected', 'true');
    await expect(input).toHaveAttribute('aria-activedescendant', (await richmond.getAttribute('id'))!);
    await input.press('Enter');

    await expect(widget.getByTestId('delivery-location-place')).toHaveText('VIC 3121');
    await expect(widget).toContainText('Your delivery location');
    await expect(input).toBeHidden();
    expect(await cookie(page, 'locality')).toMatch(/^\d+$/);
    expect(await cookie(page, 'locationCode')).toBe('MEL');
    // The store follows the new location, and the choice survives a reload.
    await expect(page.getByTestId('header-store')).not.toContainText('Alexandria');
    await page.reload();
    await expect(headerWidget(page).getByTestId('delivery-location-place')).toHaveText('VIC 3121');
  });

  test('a nonsense term finds nothing and says the location cannot be shipped to', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    const widget = headerWidget(page);
    await widget.getByRole('button', { name: 'Edit delivery location' }).click();
    await widget.getByRole('combobox', { name: 'Delivery Postcode' }).fill('Qxzzyq');
    await expect(widget.getByText('No Results Found')).toBeVisible();
    await expect(widget.getByText("*We can't ship to your location")).toBeVisible();
    await expect(widget.getByRole('option')).toHaveCount(0);
  });

  test('a New Zealand locality cannot be shipped to from the Australian shop', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    const widget = headerWidget(page);
    await widget.getByRole('button', { name: 'Edit delivery location' }).click();
    await widget.getByRole('combobox', { name: 'Delivery Postcode' }).fill('Takapuna');
    await expect(widget.getByText("*We can't ship to your location")).toBeVisible();
    await expect(widget.getByText('No Results Found')).toBeVisible();
  });

  test('Escape closes the editor and returns focus to the pencil', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    const widget = headerWidget(page);
    const pencil = widget.getByRole('button', { name: 'Edit delivery location' });
    await pencil.click();
    await widget.getByRole('combobox', { name: 'Delivery Postcode' }).fill('Syd');
    await expect(widget.getByRole('option').first()).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(widget.getByRole('option').first()).toBeHidden();
    await page.keyboard.press('Escape');
    await expect(widget.getByRole('combobox')).toHaveCount(0);
    await expect(pencil).toBeFocused();
  });

  test('region_id forces Melbourne and then leaves the address', async ({ page }) => {
    await page.goto('/stores?region_id=3000');
    await expect(headerWidget(page).getByTestId('delivery-location-place')).toHaveText('VIC 3000');
    await expect(page).toHaveURL(/\/stores$/);
    expect(await cookie(page, 'locationCode')).toBe('MEL');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our Stores');
  });

  test('region_id keeps the other query parameters and ignores unknown codes', async ({ page }) => {
    await page.goto('/products?region_id=0800&brand=miele');
    await expect(headerWidget(page).getByTestId('delivery-location-place')).toHaveText('NT 0800');
    await expect(page).toHaveURL(/\/products\?brand=miele$/);
    await page.clock.install();
    await page.goto('/products?region_id=1234');
    await waitForHydration(page);
    await page.clock.runFor(700);
    await expect(page).toHaveURL(/region_id=1234/);
    await expect(headerWidget(page).getByTestId('delivery-location-place')).toHaveText('NT 0800');
  });

  test('axe finds no violations with the location editor open', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    await headerWidget(page).getByRole('button', { name: 'Edit delivery location' }).click();
    await headerWidget(page).getByRole('combobox', { name: 'Delivery Postcode' }).fill('Bondi');
    await expect(headerWidget(page).getByRole('option').first()).toBeVisible();
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations).toEqual([]);
  });
});

test.describe('delivery location on the product page', () => {
  for (const viewport of [DESKTOP, MOBILE]) {
    test(`shows the city and updates the page at ${viewport.width} px`, async ({ page, request }) => {
      await page.setViewportSize(viewport);
      const { product } = (await (await request.get('/api/v2/product/id/1/')).json()) as { product: { uri: string } };
      await page.goto(product.uri);
      await waitForHydration(page);
      const widget = page.getByRole('main').getByTestId('delivery-location');
      await expect(widget.getByTestId('delivery-location-place')).toHaveText('Sydney NSW 2000');
      await widget.getByRole('button', { name: 'Edit delivery location' }).click();
      await widget.getByRole('combobox', { name: 'Delivery Postcode' }).fill('Hobart');
      await widget.getByRole('option', { name: '7000 Hobart, TAS' }).click();
      await expect(widget.getByTestId('delivery-location-place')).toHaveText('Hobart TAS 7000');
      await expect(widget.getByRole('combobox')).toHaveCount(0);
    });
  }
});

test.describe('on a phone', () => {
  test.use({ viewport: MOBILE });

  test('the location picker is in the store panel', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    await expect(headerWidget(page)).toBeHidden();
    await page.getByTestId('header-store').getByRole('button').click();
    const panel = page.getByRole('banner').getByRole('region', { name: 'Your store' });
    await panel.getByRole('combobox', { name: 'Delivery Postcode' }).fill('Perth');
    await panel.getByRole('option', { name: '6000 Perth, WA' }).click();
    await expect.poll(() => cookie(page, 'locationCode')).toBe('PER');
    await expect(panel.getByRole('heading', { level: 2 })).not.toHaveText('Alexandria');
  });

  test('axe finds no violations with the mobile navigation open', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Shop by category' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Kitchen' }).click();
    await expect(page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Kitchen Sinks' })).toBeVisible();
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations).toEqual([]);
  });
});
