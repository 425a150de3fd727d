import { expect, test } from './support/fixtures';

test.describe('the API viewer at /api/docs', () => {
  for (const viewport of [
    { width: 1280, height: 900 },
    { width: 390, height: 844 },
  ]) {
    test(`renders every call under the storefront's content security policy at ${viewport.width} px`, async ({ page }) => {
      // The viewer renders about a hundred calls; under a loaded machine the whole test took 28 s of its 30.
      test.slow();
      await page.setViewportSize(viewport);
      // A blocked script or style would be a console error, which the fixture's console guard fails on.
      const response = await page.goto('/api/docs/');
      expect(response?.headers()['content-security-policy']).toMatch(/script-src 'self' 'nonce-/);
      // The viewer fetches and lays out the whole API document (about a hundred calls) before its title
      // shows: on a loaded machine that alone took longer than the default wait.
      await expect(page.getByRole('heading', { name: /storefront API/ })).toBeVisible({ timeout: 20_000 });
      const settings = page.locator('.opblock').filter({ hasText: 'Feature settings of this flavour' });
      await expect(settings).toBeVisible();
      await settings.locator('.opblock-summary').click();
      await expect(settings.getByText('getSettings')).toBeVisible();
      await expect(page.locator('.opblock')).toHaveCount(await expectedOperationCount(page));
    });
  }
});

async function expectedOperationCount(page: import('@playwright/test').Page): Promise<number> {
  const doc = (await (await page.request.get('/api/openapi.json')).json()) as { paths: Record<string, object> };
  return Object.values(doc.paths).reduce((sum, methods) => sum + Object.keys(methods).length, 0);
}
