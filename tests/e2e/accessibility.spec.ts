import AxeBuilder from '@axe-core/playwright';
import { DOCUMENT_404, expect, NZ_URL, test, WA_URL } from './support/fixtures';

const PAGES = [
  { name: 'home', path: '/' },
  { name: 'stores', path: '/stores' },
  { name: 'store detail', path: '/stores/alexandria' },
  { name: 'static page', path: '/s/storage-terms' },
  { name: 'not found', path: '/no-such-page' },
  { name: 'checkout', path: '/customer/checkout' },
  { name: 'category', path: '/c/cooking?brands=miele' },
  { name: 'search results', path: '/search/oven' },
  { name: 'search without results', path: '/search/qqzzxxyy' },
  { name: 'brand index', path: '/brands' },
  { name: 'promotions', path: '/promotions' },
];
const WIDTHS = [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'mobile', width: 390, height: 844 },
];
const FLAVOURS = [
  { app: 'wa', url: WA_URL },
  { app: 'aol-nz', url: NZ_URL },
];

for (const flavour of FLAVOURS) {
  for (const viewport of WIDTHS) {
    test.describe(`${flavour.app} at ${viewport.name} width`, () => {
      test.use({ baseURL: flavour.url, viewport: { width: viewport.width, height: viewport.height } });
      for (const target of PAGES) {
        test(`${target.name} has no axe violations`, async ({ page, consoleGuard }) => {
          consoleGuard.allow(DOCUMENT_404);
          await page.goto(target.path);
          await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
          const results = await new AxeBuilder({ page }).analyze();
          expect(results.violations).toEqual([]);
        });
      }
    });
  }
}
