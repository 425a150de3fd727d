import { expect, test } from './support/fixtures';

test('the storage terms static page renders its heading and body', async ({ page }) => {
  const response = await page.goto('/s/storage-terms');
  expect(response?.status()).toBe(200);
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toContainText(/storage/i);
  const article = page.getByRole('main').locator('article');
  await expect(article.locator('p').first()).not.toBeEmpty();
  await expect(page).toHaveTitle(new RegExp(`^${await heading.textContent()} \\| Wattle & Co Appliances$`));
  await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article');
});

test.describe('canonical link', () => {
  test('home has the https origin with a trailing slash', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /^https:\/\/[^/]+\/$/);
  });

  test('other pages are https, lower case and without a trailing slash or query', async ({ page }) => {
    await page.goto('/Stores/Alexandria/?utm_source=test');
    const href = await page.locator('link[rel="canonical"]').getAttribute('href');
    expect(href).toMatch(/^https:\/\/[^/]+\/stores\/alexandria$/);
    await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', href ?? '');
  });

  test('pages carry their title and Open Graph tags', async ({ page }) => {
    await page.goto('/cooking-demos');
    await expect(page).toHaveTitle('Cooking Demonstrations | Wattle & Co Appliances');
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', 'Cooking Demonstrations | Wattle & Co Appliances');
    await expect(page.locator('meta[property="og:site_name"]')).toHaveAttribute('content', 'Wattle & Co Appliances');
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'website');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /cooking demonstrations/i);
  });

  test('a store page shares its picture at the large Open Graph size', async ({ page }) => {
    await page.goto('/stores/alexandria');
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /^https:\/\/.+\.svg$/);
    await expect(page.locator('meta[property="og:image:width"]')).toHaveAttribute('content', '1600');
    await expect(page.locator('meta[property="og:image:height"]')).toHaveAttribute('content', '630');
  });
});
