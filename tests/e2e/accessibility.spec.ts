import AxeBuilder from '@axe-core/playwright';
import { DOCUMENT_404, expect, NZ_URL, test, WA_URL } from './support/fixtures';

/** One page of every kind the storefront serves. */
const PAGES = [
  { name: 'home', path: '/' },
  { name: 'stores', path: '/stores' },
  { name: 'store detail', path: '/stores/alexandria' },
  { name: 'virtual tour', path: '/virtual-tour/alexandria' },
  { name: 'static page', path: '/s/storage-terms' },
  { name: 'not found', path: '/no-such-page' },
  { name: 'checkout', path: '/customer/checkout' },
  { name: 'category', path: '/c/cooking?brands=miele' },
  { name: 'brand', path: '/brands/miele' },
  { name: 'product landing', path: '/products' },
  { name: 'product', path: '/p/haier-45cm-quiet-freestanding-dishwasher-hdw81v5h' },
  { name: 'compare', path: '/compare' },
  { name: 'search results', path: '/search/oven' },
  { name: 'search without results', path: '/search/qqzzxxyy' },
  { name: 'brand index', path: '/brands' },
  { name: 'promotions', path: '/promotions' },
  { name: 'promotion', path: '/promotion/miele-cashback-2026' },
];
const WIDTHS = [
  { name: 'desktop', width: 1440, height: 900 },
  { name: 'mobile', width: 390, height: 844 },
];
const FLAVOURS = [
  { app: 'wa', url: WA_URL },
  { app: 'aol-nz', url: NZ_URL },
];
/** WCAG 2.0 to 2.2, levels A and AA. `target-size` (2.5.8) is off in axe unless asked for. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

for (const flavour of FLAVOURS) {
  for (const viewport of WIDTHS) {
    test.describe(`${flavour.app} at ${viewport.name} width`, () => {
      test.use({ baseURL: flavour.url, viewport: { width: viewport.width, height: viewport.height } });
      for (const target of PAGES) {
        test(`${target.name} has no axe violations`, async ({ page, consoleGuard }) => {
          consoleGuard.allow(DOCUMENT_404);
          await page.goto(target.path);
          await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
          const results = await new AxeBuilder({ page })
            .withTags(WCAG_TAGS)
            .options({ rules: { 'target-size': { enabled: true } } })
            .analyze();
          expect(results.violations.map((v) => ({ id: v.id, nodes: v.nodes.map((n) => n.target.join(' ')).slice(0, 5) }))).toEqual([]);
          expect(results.passes.map((rule) => rule.id)).toContain('target-size');
        });
      }
    });
  }
}
