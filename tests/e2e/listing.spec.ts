import type { Page } from '@playwright/test';
import type { ListingPage } from '../../src/contracts/listing';
import type { ProductPage } from '../../src/contracts/search';
import { DOCUMENT_404, expect, NZ_URL, test, waitForHydration, WA_URL } from './support/fixtures';

/** Tile brand names and listing prices as a shopper reads them. */
const tiles = (page: Page) => page.getByRole('main').getByRole('article');
/** The brand line of every tile (the first paragraph of each). */
const tileBrands = (page: Page) => tiles(page).evaluateAll((all) => all.map((tile) => tile.querySelector('p')?.textContent ?? ''));

/** Listing prices in dollars, read from the spoken price ('$2,409.50'); 'Request Price' tiles are left out. */
async function shownPrices(page: Page): Promise<number[]> {
  const texts = await page
    .getByRole('main')
    .getByTestId('price')
    .evaluateAll((all) => all.map((price) => (price.firstElementChild ? (price.firstElementChild.textContent ?? '') : '')));
  return texts.filter((t) => t.startsWith('$')).map((t) => Number(t.replace(/[^0-9.]/g, '')));
}

const ascending = (values: number[]) => values.every((v, i) => i === 0 || values[i - 1]! <= v);

test.describe('category page', () => {
  test('a tile opens its product in the page, its compare box still works, and a Ctrl-click is left to the browser', async ({
    page,
    context,
    request,
  }) => {
    const api = (await (await request.get('/api/v2/listing?category=cooking/ovens')).json()) as ListingPage;
    const [first, second] = api.products;
    await page.goto('/c/cooking/ovens');
    await waitForHydration(page);
    // A document load would forget this; a navigation inside the page keeps it.
    await page.evaluate(() => ((window as unknown as { samePage: boolean }).samePage = true));

    // The tiles are kept as the server wrote them (ADR 0040): the compare box beside them hydrates.
    await tiles(page)
      .nth(1)
      .getByRole('checkbox', { name: `Compare ${second!.title}` })
      .check();
    await expect(
      tiles(page)
        .nth(1)
        .getByRole('checkbox', { name: `Compare ${second!.title}` }),
    ).toBeChecked();

    const newTab = context.waitForEvent('page');
    await tiles(page)
      .first()
      .getByRole('link', { name: first!.title })
      .click({ modifiers: ['ControlOrMeta'] });
    await expect(await newTab).toHaveURL(new RegExp(`${first!.uri}$`));
    await expect(page).toHaveURL(/\/c\/cooking\/ovens$/);

    await tiles(page).first().getByRole('link', { name: first!.title }).click();
    await expect(page).toHaveURL(new RegExp(`${first!.uri}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(first!.title);
    expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);
  });

  test('shows the category’s tiles, count, breadcrumbs with structured data and a canonical link', async ({ page, request }) => {
    const api = (await (await request.get('/api/v2/listing?category=cooking/ovens')).json()) as ListingPage;
    await page.goto('/c/cooking/ovens');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ovens');
    await expect(page.getByRole('main').getByRole('status')).toHaveText(`Showing 1–24 of ${api.totalCount} products`);
    await expect(tiles(page)).toHaveCount(24);
    await expect(tiles(page).first().getByRole('link')).toHaveText(api.products[0]!.title);

    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(crumbs.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    await expect(crumbs.getByRole('link', { name: 'Cooking' })).toHaveAttribute('href', '/c/cooking');
    // The last item is the page itself, as plain text.
    await expect(crumbs.getByRole('listitem').last()).toHaveText('Ovens');
    await expect(crumbs.getByRole('link', { name: 'Ovens' })).toHaveCount(0);
    const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}');
    expect(ld).toMatchObject({
      '@type': 'BreadcrumbList',
      itemListElement: [
        { position: 1, name: 'Home' },
        { position: 2, name: 'Cooking', item: expect.stringMatching(/\/c\/cooking$/) },
        { position: 3, name: 'Ovens' },
      ],
    });

    await expect(page).toHaveTitle('Ovens | Wattle & Co Appliances');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/c\/cooking\/ovens$/);
  });

  test('an unknown category is a 404 page', async ({ page, consoleGuard }) => {
    consoleGuard.allow(DOCUMENT_404);
    const response = await page.goto('/c/no-such-category');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
  });

  test('filters by a brand with JavaScript and removes the filter from its chip', async ({ page, request }) => {
    const api = (await (await request.get('/api/v2/listing?category=cooking')).json()) as ListingPage;
    const miele = api.facets.brands.find((b) => b.slug === 'miele')!;
    await page.goto('/c/cooking');
    await waitForHydration(page);
    const before = await page.getByRole('main').getByRole('status').textContent();
    await page
      .getByRole('group', { name: 'Brand' })
      .getByRole('checkbox', { name: `Miele (${miele.count})` })
      .check();
    await expect(page).toHaveURL(/\/c\/cooking\?brands=miele$/);
    await expect(page.getByRole('main').getByRole('status')).toHaveText(
      miele.count > 24 ? `Showing 1–24 of ${miele.count} products` : `${miele.count} products`,
    );
    for (const brand of await tileBrands(page)) expect(brand).toBe('Miele');
    const chips = page.getByRole('list', { name: 'Selected filters' });
    await expect(chips.getByRole('link')).toHaveCount(1);
    await expect(chips.getByRole('link', { name: 'Remove filter: Miele' })).toBeVisible();
    // Filters keep the canonical of the plain category page.
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/c\/cooking$/);

    await chips.getByRole('link', { name: 'Remove filter: Miele' }).click();
    await expect(page).toHaveURL(/\/c\/cooking$/);
    await expect(page.getByRole('main').getByRole('status')).toHaveText(before ?? '');
    await expect(page.getByRole('checkbox', { name: /^Miele/ })).not.toBeChecked();
  });

  test('sorts by price and pages through the results', async ({ page, request }) => {
    await page.goto('/c/cooking');
    await waitForHydration(page);
    await page.getByLabel('Sort by').selectOption({ label: 'Price: low to high' });
    await expect(page).toHaveURL(/\?sort=price-asc$/);
    await expect.poll(async () => ascending(await shownPrices(page))).toBe(true);
    const prices = await shownPrices(page);
    expect(prices.length).toBeGreaterThan(10);

    const total = ((await (await request.get('/api/v2/listing?category=cooking')).json()) as ListingPage).totalCount;
    const pagination = page.getByRole('navigation', { name: 'Pagination' });
    await expect(pagination.getByRole('link', { name: 'Page 1', exact: true })).toHaveAttribute('aria-current', 'page');
    await pagination.getByRole('link', { name: 'Next page' }).click();
    await expect(page).toHaveURL(/\?sort=price-asc&page=2$/);
    await expect(page.getByRole('main').getByRole('status')).toHaveText(`Showing 25–48 of ${total} products`);
    await expect(pagination.getByRole('link', { name: 'Page 2', exact: true })).toHaveAttribute('aria-current', 'page');
    // Page 2 onwards is its own canonical page; the sort is not part of it.
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/c\/cooking\?page=2$/);
    await expect(page).toHaveTitle(/^Cooking – Page 2 \|/);
    const secondPage = await shownPrices(page);
    expect(secondPage[0]).toBeGreaterThanOrEqual(prices.at(-1)!);

    const last = Math.ceil(total / 24);
    await pagination.getByRole('link', { name: `Page ${last}`, exact: true }).click();
    await expect(pagination.getByText('Next page')).toHaveAttribute('aria-disabled', 'true');
  });

  test('a page past the last one goes to the last page', async ({ page, request }) => {
    const total = ((await (await request.get('/api/v2/listing?category=cooking')).json()) as ListingPage).totalCount;
    await page.goto('/c/cooking?page=999');
    await expect(page).toHaveURL(new RegExp(`/c/cooking\\?page=${Math.ceil(total / 24)}$`));
    await expect(page.getByRole('navigation', { name: 'Pagination' }).locator('[aria-current="page"]')).toHaveText(
      `Page ${Math.ceil(total / 24)}`,
    );
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('filters by a brand and a price with the form, sorts with the button and clears all', async ({ page }) => {
    await page.goto('/c/cooking');
    await page
      .getByRole('group', { name: 'Brand' })
      .getByRole('checkbox', { name: /^Bosch/ })
      .check();
    await page
      .getByRole('group', { name: 'Price' })
      .getByRole('radio', { name: /^\$2,000 to \$5,000/ })
      .check();
    await page.getByRole('button', { name: 'Apply filters' }).click();
    // The submitted form is redirected to its tidy, shareable address.
    await expect(page).toHaveURL(/\/c\/cooking\?brands=bosch&price=2000-4999\.99$/);
    const chips = page.getByRole('list', { name: 'Selected filters' });
    await expect(chips.getByRole('link')).toHaveCount(2);
    await expect(chips.getByRole('link', { name: 'Remove filter: Bosch' })).toBeVisible();
    await expect(chips.getByRole('link', { name: 'Remove filter: $2,000 to $5,000' })).toBeVisible();
    for (const price of await shownPrices(page)) expect(price).toBeGreaterThanOrEqual(2000);

    await page.getByLabel('Sort by').selectOption('price-desc');
    await page.getByRole('button', { name: 'Sort', exact: true }).click();
    await expect(page).toHaveURL(/\?brands=bosch&price=2000-4999\.99&sort=price-desc$/);
    const prices = await shownPrices(page);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));

    await page.getByRole('link', { name: 'Clear all' }).click();
    await expect(page).toHaveURL(/\/c\/cooking\?sort=price-desc$/);
    await expect(page.getByRole('list', { name: 'Selected filters' })).toHaveCount(0);
  });

  test('the refine form is on the page at phone width', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/brands/miele');
    await expect(page.getByRole('button', { name: /^Refine/ })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Apply filters' })).toBeVisible();
  });
});

test.describe('mobile refine panel', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('opens as a full-height dialog, closes on Escape and applies filters', async ({ page }) => {
    await page.goto('/c/refrigeration');
    await waitForHydration(page);
    const refine = page.getByRole('button', { name: 'Refine' });
    const panel = page.getByRole('dialog', { name: 'Refine' });
    // The filters wait in the closed panel (the tiles' Compare boxes are not filters).
    await expect(page.getByRole('checkbox', { name: /^Fisher & Paykel/ }).first()).toBeHidden();

    await refine.click();
    await expect(panel).toBeVisible();
    await expect(panel).toHaveAttribute('data-blocks-chat', 'filer-panel');
    await expect.poll(() => panel.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    const box = await panel.boundingBox();
    expect(box?.height).toBe(844);

    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(refine).toBeFocused();
    await expect(page.getByLabel('Refine', { exact: true })).not.toHaveAttribute('data-blocks-chat', /.*/);

    await refine.click();
    // Choices in the panel wait for Apply.
    await panel.getByRole('checkbox', { name: /^Fisher & Paykel/ }).check();
    await expect(page).toHaveURL(/\/c\/refrigeration$/);
    await panel.getByRole('button', { name: 'Apply filters' }).click();
    await expect(page).toHaveURL(/\/c\/refrigeration\?brands=fisher-paykel$/);
    await expect(panel).toBeHidden();
    await expect(page.getByRole('button', { name: 'Refine (1)' })).toBeFocused();
    for (const brand of await tileBrands(page)) expect(brand).toBe('Fisher & Paykel');
  });
});

test.describe('brands', () => {
  test('the A–Z index jumps to a letter and lists brands with product counts', async ({ page, request }) => {
    const brands = (await (await request.get('/api/brands')).json()) as { name: string; uri: string; productCount: number }[];
    const miele = brands.find((b) => b.name === 'Miele')!;
    await page.goto('/brands');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our Brands');
    const letters = page.getByRole('navigation', { name: 'Brands A to Z' });
    await letters.getByRole('link', { name: 'M', exact: true }).click();
    await expect(page).toHaveURL(/#brands-m$/);
    const section = page.getByRole('region', { name: 'M', exact: true });
    await expect(section).toBeInViewport();
    await expect(section.getByRole('link', { name: /^Miele/ })).toHaveText(`Miele${miele.productCount} products`);
    await section.getByRole('link', { name: /^Miele/ }).click();
    await expect(page).toHaveURL(/\/brands\/miele$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Miele');
    await expect(page.getByRole('main').getByRole('status')).toContainText(`${miele.productCount} products`);
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Brands' })).toHaveAttribute(
      'href',
      '/brands',
    );
    // One brand needs no brand filter.
    await expect(page.getByRole('group', { name: 'Brand' })).toHaveCount(0);
  });
});

test.describe('promotions', () => {
  test('the list shows featured offers first with their end dates, and a promotion lists its products', async ({ page }) => {
    await page.goto('/promotions');
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText(['Featured offers', 'More offers']);
    const featured = page.getByRole('region', { name: 'Featured offers' });
    await expect(featured.getByRole('article').first()).toContainText(/Offer Ends \d{2}\/\d{2}\/\d{4}/);
    await featured.getByRole('link', { name: 'Miele Cashback: up to $500 back' }).click();

    await expect(page).toHaveURL(/\/promotion\/miele-cashback-2026$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Miele Cashback: up to $500 back');
    await expect(
      page
        .getByRole('main')
        .getByRole('paragraph')
        .filter({ hasText: /^Up to \$500 cashback$/ }),
    ).toBeVisible();
    await expect(page.getByText(/^Offer Ends \d{2}\/\d{2}\/\d{4}$/)).toBeVisible();
    await expect(tiles(page).first()).toBeVisible();
    for (const brand of await tileBrands(page)) expect(brand).toBe('Miele');
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Promotions' })).toHaveAttribute(
      'href',
      '/promotions',
    );
  });
});

test.describe('search results', () => {
  test('show the term, the count and matching tiles, and are not indexed', async ({ page, request }) => {
    const api = (await (await request.get('/api/v2/sitesearch/f/oven')).json()) as ProductPage;
    await page.goto('/search/oven');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Results for “oven”');
    await expect(page.getByRole('main').getByRole('status')).toHaveText(`Showing 1–24 of ${api.totalCount} products`);
    await expect(tiles(page)).toHaveCount(24);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await expect(page.getByLabel('Sort by')).toHaveValue('relevance');
    await expect(page.getByLabel('Sort by').locator('option:checked')).toHaveText('Best match');
  });

  test('a typo shows the corrected term as a did-you-mean link', async ({ page }) => {
    await page.goto('/search/mielle%20ovn');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Results for “mielle ovn”');
    await expect(page.getByText('Did you mean miele oven?')).toBeVisible();
    await expect(page.getByRole('link', { name: 'miele oven' })).toHaveAttribute('href', '/search/miele%20oven');
    await expect(tiles(page).first()).toContainText('Miele');
  });

  test('no results give a helpful empty state with a new search and the categories', async ({ page }) => {
    await page.goto('/search/qqzzxxyy');
    await expect(page.getByRole('main').getByRole('status')).toHaveText('No products found');
    await expect(page.getByRole('heading', { name: 'We couldn’t find anything for “qqzzxxyy”' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Or browse a category' }).getByRole('link', { name: 'Cooking' })).toHaveAttribute(
      'href',
      '/c/cooking',
    );
    await waitForHydration(page);
    const search = page.getByRole('search', { name: 'Search again' });
    await search.getByRole('searchbox').fill('dishwasher');
    await search.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/search\/dishwasher$/);
    await expect(tiles(page).first()).toBeVisible();
  });

  test('the product landing page searches with q and lists everything without it', async ({ page }) => {
    await page.goto('/products?q=fridge');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Products');
    await expect(page.getByText('Showing products matching “fridge”.')).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await page.goto('/products');
    await expect(page.getByRole('main').getByRole('status')).toHaveText(/^Showing 1–24 of [\d,]+ products$/);
    await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
  });

  test('a filter that matches nothing offers to clear the filters', async ({ page }) => {
    await page.goto('/search/oven?brands=no-such-brand');
    await expect(page.getByRole('main').getByRole('status')).toHaveText('No products match these filters');
    await page.getByRole('link', { name: 'Clear all filters' }).click();
    await expect(page).toHaveURL(/\/search\/oven$/);
    await expect(tiles(page).first()).toBeVisible();
  });
});

test.describe('flavour rules on tiles', () => {
  for (const flavour of [
    { app: 'wa', url: WA_URL, ribbons: false },
    { app: 'aol-nz', url: NZ_URL, ribbons: true },
  ]) {
    test(`${flavour.app} ${flavour.ribbons ? 'shows' : 'hides'} product ribbons`, async ({ page, request }) => {
      const api = (await (await request.get(`${flavour.url}/api/v2/listing/all?pageSize=24`)).json()) as ProductPage;
      const ribboned = api.products.filter((p) => p.ribbon !== null);
      expect(ribboned.length).toBeGreaterThan(0);
      await page.goto(`${flavour.url}/products`);
      for (const product of ribboned) {
        const tile = tiles(page).filter({ has: page.getByRole('link', { name: product.title }) });
        await expect(
          tile.locator('span').filter({ hasText: /^(Save|Catalogue item|Cashback|Win|New|Bonus|Special offer|Sale)$/ }),
        ).toHaveCount(flavour.ribbons ? 1 : 0);
      }
    });
  }
});
