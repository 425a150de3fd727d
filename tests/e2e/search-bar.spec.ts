import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import type { SearchAnalyticsEvent } from '../../src/contracts/analytics';
import type { SuggestResponse } from '../../src/contracts/search';
import { expect, NZ_URL, test, waitForHydration, WA_URL } from './support/fixtures';

const WIDTHS = [
  { name: 'desktop', width: 1280, height: 900, products: 8, image: 100 },
  { name: 'mobile', width: 390, height: 844, products: 4, image: 90 },
];

const combobox = (page: Page) => page.getByRole('combobox', { name: 'Search products' });
const listbox = (page: Page) => page.getByRole('listbox', { name: 'Search suggestions' });
const isSuggestCall = (url: string) => new URL(url).pathname === '/api/v3/search';

async function openHome(page: Page, path = '/stores') {
  await page.goto(path);
  await waitForHydration(page);
}

/** The analytics event the next POST /api/analytics/search carries. */
async function nextAnalyticsEvent(page: Page): Promise<SearchAnalyticsEvent> {
  const request = await page.waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname === '/api/analytics/search');
  return request.postDataJSON() as SearchAnalyticsEvent;
}

for (const viewport of WIDTHS) {
  test.describe(`search bar at ${viewport.width} px`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('one character shows nothing; two or more show suggestions and products after the 500 ms pause', async ({ page, request }) => {
      await page.clock.install();
      await openHome(page);
      const suggestCalls: string[] = [];
      page.on('request', (r) => isSuggestCall(r.url()) && suggestCalls.push(r.url()));
      const input = combobox(page);
      await input.click();
      await input.pressSequentially('m');
      await page.clock.runFor(900);
      expect(suggestCalls).toEqual([]);
      await expect(listbox(page)).toBeHidden();
      await expect(input).toHaveAttribute('aria-expanded', 'false');

      // From here the page's time moves only when the test moves it: the keystrokes arrive at one
      // instant, however busy the machine, and the pause is counted from the last of them.
      await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
      await input.pressSequentially('iele');
      await page.clock.runFor(499);
      expect(suggestCalls, 'the bar waits for a pause in typing').toEqual([]);
      const call = page.waitForRequest((r) => isSuggestCall(r.url()));
      await page.clock.runFor(1);
      await call;
      // Only the last term is searched: earlier keystrokes were still inside the pause.
      expect(suggestCalls.map((u) => new URL(u).searchParams.get('searchTerm'))).toEqual(['miele']);

      await expect(listbox(page)).toBeVisible();
      await expect(input).toHaveAttribute('aria-expanded', 'true');
      await expect(input).toHaveAttribute('aria-controls', (await listbox(page).getAttribute('id'))!);
      const catalogue = (await (
        await request.get('/api/v3/search?searchTerm=miele&isAutoCorrectEnabled=true&limit=8')
      ).json()) as SuggestResponse;
      const suggestions = page.getByRole('group', { name: 'Suggestions' }).getByRole('option');
      await expect(suggestions.first()).toBeVisible();
      await expect(page.getByRole('group', { name: 'Suggestions' })).toContainText('Miele');
      const products = page.getByRole('group', { name: 'Products' }).getByRole('option');
      await expect(products).toHaveCount(viewport.products);
      for (const [i, product] of catalogue.results.products.slice(0, viewport.products).entries()) {
        await expect(products.nth(i)).toContainText(product.text);
        await expect(products.nth(i)).toContainText(
          product.price == null ? 'Request Price' : `$${Math.floor(product.price).toLocaleString('en-AU')}`,
        );
      }
      await expect(products.first().locator('img')).toHaveAttribute('width', String(viewport.image));
      await expect(listbox(page).getByRole('option', { name: 'View all products' })).toBeVisible();

      // The dropdown fits the screen.
      const box = (await listbox(page).boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);

      // Deleting back to one character clears the results.
      await input.press('End');
      await input.press('Backspace');
      await input.press('Backspace');
      await input.press('Backspace');
      await input.press('Backspace');
      await expect(listbox(page)).toBeHidden();
    });

    test('arrow keys move through the options and Enter opens a product, reporting the click', async ({ page, request }) => {
      const catalogue = (await (
        await request.get('/api/v3/search?searchTerm=miele&isAutoCorrectEnabled=true&limit=8')
      ).json()) as SuggestResponse;
      const expected = catalogue.results.products[0]!;
      await openHome(page);
      const input = combobox(page);
      await input.fill('miele');
      await expect(listbox(page)).toBeVisible();
      const terms = await page.getByRole('group', { name: 'Suggestions' }).getByRole('option').count();
      await input.press('ArrowDown');
      const first = listbox(page).getByRole('option').first();
      await expect(input).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id'))!);
      await expect(first).toHaveAttribute('aria-selected', 'true');
      for (let i = 0; i < terms; i++) await input.press('ArrowDown');
      const product = page.getByRole('group', { name: 'Products' }).getByRole('option').first();
      await expect(product).toHaveAttribute('aria-selected', 'true');
      await expect(input).toHaveAttribute('aria-activedescendant', (await product.getAttribute('id'))!);
      // Up from the first option wraps to 'View all products'; down wraps back.
      await input.press('ArrowUp');
      for (let i = 0; i < terms; i++) await input.press('ArrowUp');
      await expect(listbox(page).getByRole('option', { name: 'View all products' })).toHaveAttribute('aria-selected', 'true');
      await input.press('ArrowDown');
      for (let i = 0; i < terms; i++) await input.press('ArrowDown');
      await expect(product).toHaveAttribute('aria-selected', 'true');

      const event = nextAnalyticsEvent(page);
      await input.press('Enter');
      await expect(page).toHaveURL(new RegExp(`${expected.url}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(expected.text);
      expect(await event).toMatchObject({ analyticsEventType: 'productClick', query: 'miele', url: expected.url });
      await expect(combobox(page)).toHaveValue('');
    });

    test('Escape or leaving the field clears it and closes the dropdown', async ({ page }) => {
      await openHome(page);
      const input = combobox(page);
      await input.fill('oven');
      await expect(listbox(page)).toBeVisible();
      await input.press('Escape');
      await expect(input).toHaveValue('');
      await expect(listbox(page)).toBeHidden();
      await expect(input).toHaveAttribute('aria-expanded', 'false');

      await input.fill('oven');
      await expect(listbox(page)).toBeVisible();
      await input.blur();
      await expect(listbox(page)).toBeHidden();
      await expect(input).toHaveValue('');
    });

    test('a blank or whitespace-only term does nothing on submit', async ({ page }) => {
      await page.clock.install();
      await openHome(page);
      const calls: string[] = [];
      page.on('request', (r) => r.url().includes('/api/') && calls.push(r.url()));
      await combobox(page).fill('   ');
      await combobox(page).press('Enter');
      await page.getByRole('button', { name: 'Search', exact: true }).click();
      await page.clock.runFor(600);
      await expect(page).toHaveURL(/\/stores$/);
      expect(calls).toEqual([]);
    });

    test('submitting a brand name lands on the brand page and clears the field', async ({ page }) => {
      await openHome(page);
      await combobox(page).fill('Miele');
      await combobox(page).press('Enter');
      await expect(page).toHaveURL(/\/brands\/miele$/);
      await expect(combobox(page)).toHaveValue('');
      await expect(listbox(page)).toBeHidden();
    });

    test('submitting a plain term lands on its results page and stores the search event', async ({ page, request }) => {
      await openHome(page);
      const term = `quiet dishwasher ${viewport.width}`;
      const path = `/search/${encodeURIComponent(term)}`;
      await page.evaluate(() => window.localStorage.clear());
      await combobox(page).fill(term);
      const first = nextAnalyticsEvent(page);
      await page.getByRole('button', { name: 'Search', exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      expect(await first).toMatchObject({ analyticsEventType: 'search', query: term, url: path, isRepeatUser: false });

      // The stored event counts towards popular terms, which the suggestion call answers first.
      await expect
        .poll(async () => {
          const res = (await (
            await request.get(`/api/v3/search?searchTerm=${encodeURIComponent(term.slice(0, 12))}`)
          ).json()) as SuggestResponse;
          return res.results.suggestions;
        })
        .toContainEqual({ type: 'term', text: term, url: path });

      // The next search in this browser comes from a repeat user.
      await waitForHydration(page);
      await combobox(page).fill('steam oven');
      const second = nextAnalyticsEvent(page);
      await combobox(page).press('Enter');
      expect(await second).toMatchObject({ query: 'steam oven', isRepeatUser: true });
    });

    test('a failed lookup stops loading and navigates nowhere', async ({ page, consoleGuard }) => {
      consoleGuard.allow(/status of 503/);
      await page.clock.install();
      await openHome(page);
      await page.route('**/api/v2/sitesearch/search-url**', (route) => route.fulfill({ status: 503, json: { errors: ['Server error'] } }));
      await combobox(page).fill('Miele');
      const button = page.getByRole('button', { name: 'Search', exact: true });
      const lookup = page.waitForResponse((r) => r.url().includes('/search-url'));
      await combobox(page).press('Enter');
      await lookup;
      await expect(button).toHaveAttribute('aria-busy', 'false');
      await page.clock.runFor(300);
      await expect(page).toHaveURL(/\/stores$/);
    });

    test('the open dropdown has no axe violations', async ({ page }) => {
      await openHome(page, '/');
      await combobox(page).fill('fridge');
      await expect(listbox(page)).toBeVisible();
      await combobox(page).press('ArrowDown');
      const results = await new AxeBuilder({ page }).include('header').analyze();
      expect(results.violations).toEqual([]);
    });
  });
}

test.describe('search bar without JavaScript', () => {
  for (const { term, lands } of [
    { term: 'Miele', lands: /\/brands\/miele$/ },
    { term: 'Fridges', lands: /\/c\/refrigeration\/fridges$/ },
    { term: 'quiet <b>oven</b>;', lands: /\/search\/quiet%20oven$/ },
  ]) {
    test(`the form sends "${term}" where the search-url call says`, async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled: false, baseURL: WA_URL });
      const page = await context.newPage();
      await page.goto('/stores');
      await page.getByRole('combobox', { name: 'Search products' }).fill(term);
      await page.getByRole('button', { name: 'Search', exact: true }).click();
      await expect(page).toHaveURL(lands);
      await context.close();
    });
  }

  test('a blank term sends the shopper back where they were', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL: WA_URL });
    const page = await context.newPage();
    await page.goto('/stores');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(/\/stores$/);
    await context.close();
  });
});

test('the New Zealand appliances flavour shows 8 products on a wide screen', async ({ page }) => {
  await page.goto(`${NZ_URL}/stores`);
  await waitForHydration(page);
  await combobox(page).fill('bosch');
  await expect(page.getByRole('group', { name: 'Products' }).getByRole('option')).toHaveCount(8);
  await expect(page.getByRole('group', { name: 'Products' }).getByRole('option').first()).toContainText('Bosch');
});
