import type { ProductPage } from '../../src/contracts/search';
import { FLAVOUR_URLS } from '../../playwright.config';
import { expect, test, WA_URL } from './support/fixtures';

/**
 * The commercial flavour (project `wac`, its own server): prices are hidden until login (document
 * 1 section 6). An anonymous visitor sees 'LOG IN for Price' leading to the login and back; after
 * signing in as the demo customer (README, "Demo accounts") the same page shows the price.
 */
const WAC_URL = FLAVOUR_URLS.wac;
const DEMO_CUSTOMER = { email: 'jane.citizen@example.com', password: 'Kettle-Harbour-42' };

test('an anonymous visitor sees LOG IN for Price; signed in as the demo customer the same pages show prices', async ({ page }) => {
  // A product with a price (the seed is the same in every flavour; wa shows prices to everyone).
  const catalogue = (await (await page.request.get(`${WA_URL}/api/v2/listing/all?pageSize=50`)).json()) as ProductPage;
  const product = catalogue.products.find((p) => typeof p.price === 'number' && p.price > 0)!;
  expect(product).toBeDefined();

  await page.goto(`${WAC_URL}${product.uri}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.title);
  const login = page.getByRole('link', { name: 'LOG IN for Price' });
  // The pricing block and the other products' tiles (the buy bar's copy shows on phones), each back to this page.
  await expect(login.first()).toBeVisible();
  const targets = await login.evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  expect(new Set(targets)).toEqual(new Set([`/account/login?returnUrl=${encodeURIComponent(product.uri)}`]));
  await expect(page.getByTestId('price')).toHaveCount(0);

  // The search dropdown offers the same way to the prices.
  await page.getByRole('combobox', { name: 'Search products' }).fill(product.brand.name);
  // Each product option says 'LOG IN for Price' as its price; the last option leads to the login.
  await expect(page.getByRole('option', { name: 'LOG IN for Price', exact: true })).toBeVisible();
  await page.keyboard.press('Escape');

  // The login page's hidden form post, as the identity service answers it: the session cookie is set.
  const signIn = await page.request.post(`${WAC_URL}/api/account/login-redir`, {
    headers: { accept: 'application/json' },
    data: { ...DEMO_CUSTOMER, returnUrl: product.uri, origin: WAC_URL, nonce: 'wac-prices-e2e' },
  });
  expect(signIn.status()).toBe(200);

  await page.reload();
  // The product's own price first, then the other products' tiles.
  await expect(page.getByTestId('price').first()).toBeVisible();
  await expect(page.getByTestId('price').first()).toContainText('$');
  await expect(page.getByRole('link', { name: 'LOG IN for Price' })).toHaveCount(0);

  // A listing of the same brand shows its prices too.
  await page.goto(`${WAC_URL}${product.brand.uri}`);
  await expect(page.getByTestId('price').first()).toContainText('$');
  await expect(page.getByRole('link', { name: 'LOG IN for Price' })).toHaveCount(0);
});
