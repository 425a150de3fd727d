import { expect, NZ_URL, test, WA_URL } from './support/fixtures';
import { expectNoWcag22Violations } from './support/wcag';

// The payment providers' information pages (document 2 section 2) with the range the flavour's
// payment configuration gives (the demo seed: wa Afterpay $1 to $2,000, Zip $1 to $5,000; aol-nz
// Afterpay and Zip $1 to $1,500).

const CASES = [
  { base: WA_URL, path: '/afterpay', heading: 'Afterpay', shows: 'Afterpay is available at checkout for orders from $1.00 to $2,000.00.' },
  { base: WA_URL, path: '/zipmoney', heading: 'Zip Pay', shows: 'Zip is available at checkout for orders from $1.00 to $5,000.00.' },
  { base: NZ_URL, path: '/afterpay', heading: 'Afterpay', shows: 'Afterpay is available at checkout for orders from $1.00 to $1,500.00.' },
  { base: NZ_URL, path: '/zipmoney', heading: 'Zip Pay', shows: 'Zip is available at checkout for orders from $1.00 to $1,500.00.' },
] as const;

for (const width of [1280, 390]) {
  test.describe(`payment information pages at ${width}px`, () => {
    test.use({ viewport: { width, height: 900 } });
    for (const page of CASES) {
      const flavour = page.base === WA_URL ? 'wa' : 'aol-nz';
      test(`${page.path} in ${flavour} explains the method and its range`, async ({ page: browser }, info) => {
        await browser.goto(`${page.base}${page.path}`);
        await expect(browser.getByRole('heading', { level: 1, name: page.heading })).toBeVisible();
        await expect(browser).toHaveTitle(new RegExp(`^${page.heading} \\| `));
        await expect(browser.getByRole('navigation', { name: 'Breadcrumb' })).toContainText(page.heading);
        await expect(browser.getByRole('heading', { level: 2, name: 'How it works' })).toBeVisible();
        await expect(browser.getByRole('main')).toContainText(page.shows);
        await expectNoWcag22Violations(browser);
        await browser.screenshot({ path: info.outputPath(`${flavour}${page.path.replace('/', '-')}-${width}.png`), fullPage: true });
      });
    }
  });
}
