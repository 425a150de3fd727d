import { expect, NZ_URL, test } from './support/fixtures';

test.describe('aol-nz flavour', () => {
  test.use({ baseURL: NZ_URL });

  test('shows the New Zealand brand, support number, country and currency', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-NZ');
    await expect(page.locator('html')).toHaveAttribute('data-app', 'aol-nz');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Appliance Lane New Zealand home' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: '0800 000 500' })).toHaveAttribute('href', 'tel:0800000500');
    const footer = page.getByRole('contentinfo');
    await expect(footer).toContainText('Appliance Lane New Zealand, New Zealand');
    await expect(footer).toContainText('New Zealand dollars (NZD)');
    await expect(page).toHaveTitle(/\| Appliance Lane New Zealand$/);
  });

  test('the checkout header offers the New Zealand support line', async ({ page }) => {
    await page.goto('/customer/checkout');
    await expect(page.getByRole('link', { name: '24/7 New Zealand Customer Support 0800 000 500' })).toHaveAttribute(
      'href',
      'tel:0800000500',
    );
  });

  test('stores are New Zealand stores', async ({ page }) => {
    await page.goto('/stores');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our Stores');
    const cards = page.getByRole('main').getByRole('article');
    await expect(cards.first()).toBeVisible();
    await expect(page.getByRole('main')).not.toContainText('New South Wales');
  });

  test('brand tokens differ from the wa flavour', async ({ page }) => {
    await page.goto('/');
    const brandColour = await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--color-brand').trim());
    expect(brandColour).toBe('#0b5cad');
  });
});

test('wa uses its own brand tokens', async ({ page }) => {
  await page.goto('/');
  const brandColour = await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--color-brand').trim());
  expect(brandColour).toBe('#22262b');
});
