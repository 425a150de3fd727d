import type { Page } from '@playwright/test';
import { expect, test, waitForHydration } from './support/fixtures';

const DESKTOP = { width: 1280, height: 900 };
const MOBILE = { width: 390, height: 844 };

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const bodyOverflow = (page: Page) => page.evaluate(() => getComputedStyle(document.body).overflow);

test.describe('main navigation on desktop', () => {
  test.use({ viewport: DESKTOP });

  test('hover opens a category with its first subcategory and leaving closes it after 100 ms', async ({ page }) => {
    await page.clock.install();
    await page.goto('/');
    await waitForHydration(page);
    const toggle = mainNav(page).getByRole('button', { name: 'Kitchen menu' });
    const panel = page.locator(`#${await toggle.getAttribute('aria-controls')}`);
    await mainNav(page).getByRole('link', { name: 'Kitchen', exact: true }).hover();
    await expect(panel).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    // The first subcategory opens with the category.
    await expect(panel.locator('a[data-active="true"]')).toHaveText('Kitchen Sinks');

    // Time stands still from here, so the delay is measured by the test, not by a busy machine.
    await page.clock.pauseAt(Date.now() + 1000);
    await page.mouse.move(640, 800);
    await page.clock.runFor(60);
    await expect(panel).toBeVisible();
    await page.clock.runFor(60);
    await expect(panel).toBeHidden();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  test('moving from the category into its panel keeps it open', async ({ page }) => {
    await page.clock.install();
    await page.goto('/');
    await waitForHydration(page);
    await mainNav(page).getByRole('link', { name: 'Laundry', exact: true }).hover();
    const washers = mainNav(page).getByRole('link', { name: 'Washing Machines' });
    await washers.hover();
    // Well past the panel's close delay, on the browser's clock.
    await page.clock.runFor(250);
    await expect(washers).toBeVisible();
    await expect(washers).toHaveAttribute('data-active', 'true');
  });

  test('a click on a category goes to its page', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    await mainNav(page).getByRole('link', { name: 'Cooking', exact: true }).click();
    await expect(page).toHaveURL(/\/c\/cooking$/);
  });

  test('links move between pages in the page, without loading a new document; a Ctrl-click is left to the browser', async ({
    page,
    context,
  }) => {
    await page.goto('/');
    await waitForHydration(page);
    // A document load would forget this; a navigation inside the page keeps it.
    await page.evaluate(() => ((window as unknown as { samePage: boolean }).samePage = true));
    await page.getByRole('contentinfo').getByRole('link', { name: 'Find a store' }).click();
    await expect(page).toHaveURL(/\/stores$/);
    await mainNav(page).getByRole('link', { name: 'Cooking', exact: true }).click();
    await expect(page).toHaveURL(/\/c\/cooking$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cooking');
    expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);

    const newTab = context.waitForEvent('page');
    await mainNav(page)
      .getByRole('link', { name: 'Laundry', exact: true })
      .click({ modifiers: ['ControlOrMeta'] });
    await expect(await newTab).toHaveURL(/\/c\/laundry$/);
    await expect(page).toHaveURL(/\/c\/cooking$/);
  });

  test('the keyboard opens a panel, moves into it, and Escape closes it and returns focus', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    const toggle = mainNav(page).getByRole('button', { name: 'Refrigeration menu' });
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const panel = page.locator(`#${await toggle.getAttribute('aria-controls')}`);
    // The panels' links load when the navigation is first reached; the shopper sees them, then tabs in.
    await expect(panel.getByRole('link').first()).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(panel.getByRole('link').first()).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(toggle).toBeFocused();
  });

  test('the header icons follow the top navigation flags', async ({ page, request }) => {
    const { topNav } = (await (await request.get('/api/navbar/')).json()) as { topNav: Record<string, boolean> };
    await page.goto('/');
    await waitForHydration(page);
    const header = page.getByRole('banner');
    await expect(header.getByRole('button', { name: 'Contact' })).toHaveCount(topNav.displayContactUsIcon ? 1 : 0);
    await expect(header.getByRole('button', { name: 'Cart' })).toHaveCount(topNav.displayCartIcon ? 1 : 0);
    await expect(header.getByRole('link', { name: 'Projects' })).toHaveCount(topNav.displayProjectIcon ? 1 : 0);
    expect(topNav.displayContactUsIcon && topNav.displayCartIcon && !topNav.displayProjectIcon).toBe(true);

    await header.getByRole('button', { name: 'Contact' }).click();
    const contact = page.getByRole('region', { name: 'Contact us' });
    await expect(contact.getByRole('link', { name: '1300 000 400' })).toHaveAttribute('href', 'tel:1300000400');
    await expect(contact.getByRole('link', { name: 'Ask an Expert' })).toHaveAttribute('href', '/ask-an-expert');
    // One view at a time: the cart replaces the contact panel.
    await header.getByRole('button', { name: 'Cart' }).click();
    await expect(contact).toBeHidden();
    await expect(page.getByRole('region', { name: 'Your cart' })).toContainText('Your cart is empty.');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('region', { name: 'Your cart' })).toBeHidden();
    await expect(header.getByRole('button', { name: 'Cart' })).toBeFocused();
  });

  test('the page carries the main categories only; their panels load on first use, are kept an hour and reused', async ({ page }) => {
    const navbarCalls: string[] = [];
    const rootDataCalls: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/api/navbar')) navbarCalls.push(url.href);
      if (url.searchParams.get('_routes')?.split(',').includes('root')) rootDataCalls.push(url.href);
    });
    await page.goto('/');
    await waitForHydration(page);
    // Crawlable without the panels: every main category is a link in the server's HTML.
    await expect(mainNav(page).getByRole('link', { name: 'Kitchen', exact: true })).toHaveAttribute('href', '/c/kitchen');
    expect(navbarCalls).toEqual([]);

    await mainNav(page).getByRole('link', { name: 'Kitchen', exact: true }).hover();
    await expect(mainNav(page).getByRole('link', { name: 'Kitchen Sinks' })).toBeVisible();
    expect(navbarCalls).toHaveLength(1);
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('navbar_data_expiry') ?? 'null'));
    expect(stored.value.mainNav.map((c: { name: string }) => c.name)).toContain('Kitchen');
    const minutesLeft = (stored.expiresAt - Date.now()) / 60_000;
    expect(minutesLeft).toBeGreaterThan(59);
    expect(minutesLeft).toBeLessThanOrEqual(60);

    await mainNav(page).getByRole('link', { name: 'Laundry', exact: true }).click();
    await expect(page).toHaveURL(/\/c\/laundry$/);
    await mainNav(page).getByRole('link', { name: 'Kitchen', exact: true }).hover();
    await expect(mainNav(page).getByRole('link', { name: 'Kitchen Sinks' })).toBeVisible();
    // A new page load opens its panels from the browser copy.
    await page.goto('/c/cooking');
    await waitForHydration(page);
    await mainNav(page).getByRole('link', { name: 'Laundry', exact: true }).hover();
    await expect(mainNav(page).getByRole('link', { name: 'Washing Machines' })).toBeVisible();
    expect(navbarCalls).toHaveLength(1);
    expect(rootDataCalls).toEqual([]);
  });
});

test.describe('navigation on a phone', () => {
  test.use({ viewport: MOBILE, hasTouch: true });

  test('the menu opens with the scroll locked, stacks categories and closes on navigation', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    await expect(mainNav(page).getByRole('link', { name: 'Kitchen', exact: true })).toBeHidden();
    await page.getByRole('button', { name: 'Shop by category' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    expect(await bodyOverflow(page)).toBe('hidden');

    // A category with subcategories opens; tapping the open one closes it.
    await menu.getByRole('button', { name: 'Kitchen' }).click();
    const open = menu.getByRole('button', { name: 'Kitchen', expanded: true });
    await expect(open).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Kitchen Sinks' })).toBeVisible();
    await open.click();
    await expect(menu.getByRole('button', { name: 'Laundry' })).toBeVisible();

    // Back pops the stack.
    await menu.getByRole('button', { name: 'Laundry' }).click();
    await expect(menu.getByRole('link', { name: 'Shop all Laundry' })).toBeVisible();
    await menu.getByRole('button', { name: 'Back' }).click();
    await expect(menu.getByRole('button', { name: 'Cooking' })).toBeVisible();

    // A link navigates; the route end closes the menu, unlocks scrolling and shows the page top.
    await menu.getByRole('button', { name: 'Cooking' }).click();
    await menu.getByRole('link', { name: 'Shop all Cooking' }).click();
    await expect(page).toHaveURL(/\/c\/cooking$/);
    await expect(menu).toBeHidden();
    expect(await bodyOverflow(page)).not.toBe('hidden');
    expect(await page.evaluate(() => window.scrollY)).toBe(0);

    // Closing resets the view: the menu opens again at the top of the stack.
    await page.getByRole('button', { name: 'Shop by category' }).click();
    await expect(menu.getByRole('button', { name: 'Kitchen' })).toBeVisible();
    await menu.getByRole('button', { name: 'Close menu' }).click();
    await expect(menu).toBeHidden();
    expect(await bodyOverflow(page)).not.toBe('hidden');
  });

  test('following a link to the page already shown closes the menu and scrolls to the top', async ({ page }) => {
    await page.goto('/c/kitchen');
    await waitForHydration(page);
    await page.mouse.wheel(0, 600);
    await page.getByRole('button', { name: 'Shop by category' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await menu.getByRole('button', { name: 'Kitchen' }).click();
    await menu.getByRole('link', { name: 'Shop all Kitchen' }).click();
    await expect(menu).toBeHidden();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(page).toHaveURL(/\/c\/kitchen$/);
  });

  test('Escape closes the menu and focus returns to the menu button', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    const button = page.getByRole('button', { name: 'Shop by category' });
    await button.click();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden();
    await expect(button).toBeFocused();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  test('the search icon brings the search field into use', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    await page.getByRole('banner').getByRole('button', { name: 'Open Search' }).click();
    await expect(page.getByRole('search').getByRole('searchbox').or(page.getByRole('search').getByRole('combobox'))).toBeFocused();
  });

  test('the header hides while scrolling down and comes back when scrolling up', async ({ page }) => {
    await page.goto('/c/kitchen');
    await waitForHydration(page);
    const header = page.getByRole('banner');
    await page.evaluate(() => document.body.style.setProperty('min-height', '4000px'));
    await expect(header).toHaveAttribute('data-sticky', 'static');
    await page.mouse.wheel(0, 1200);
    await expect(header).toHaveAttribute('data-sticky', 'waiting');
    await expect.poll(() => header.evaluate((el) => el.getBoundingClientRect().bottom)).toBeLessThanOrEqual(0);
    await page.mouse.wheel(0, -300);
    await expect(header).toHaveAttribute('data-sticky', /scrollingUp|floating/);
    await expect(header).toHaveAttribute('data-sticky', 'floating');
    await expect.poll(() => header.evaluate((el) => el.getBoundingClientRect().top)).toBe(0);
    await page.mouse.wheel(0, 400);
    await expect(header).toHaveAttribute('data-sticky', 'waiting');
  });
});

test.describe('store panel', () => {
  for (const viewport of [DESKTOP, MOBILE]) {
    test(`shows the visitor's store with its links at ${viewport.width} px`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto('/');
      await waitForHydration(page);
      const storeButton = page.getByTestId('header-store').getByRole('button', { name: 'Alexandria' });
      await storeButton.click();
      const panel = page.getByRole('banner').getByRole('region', { name: 'Your store' });
      await expect(panel.getByRole('heading', { name: 'Alexandria' })).toBeVisible();
      await expect(panel.locator('img')).toHaveAttribute('src', /.+/);
      await expect(panel.locator('address')).toContainText('Alexandria NSW 2015');
      await expect(panel).toContainText(/Open today until \d|Closed today|Closed now, opens|By appointment only/);
      await expect(panel.getByRole('link', { name: /Get Directions/ })).toHaveAttribute('href', /google\.com\/maps/);
      await expect(panel.getByRole('link', { name: 'View Store Details' })).toHaveAttribute('href', '/stores/alexandria');
      await expect(panel.getByRole('link', { name: 'View Virtual Tour' })).toHaveAttribute('href', '/virtual-tour/alexandria');
      await expect(panel.getByRole('link', { name: 'Change Store' })).toHaveAttribute('href', '/stores');
      await expect(panel.getByText('Set Your Delivery Location')).toBeVisible();

      // A location near a store without a tour: the panel follows, and offers no tour.
      await panel.getByRole('combobox', { name: 'Delivery Postcode' }).fill('Artarmon');
      await panel.getByRole('option', { name: '2064 Artarmon, NSW' }).click();
      await expect(panel.getByRole('heading', { name: 'Artarmon' })).toBeVisible();
      await expect(panel.getByRole('link', { name: 'View Store Details' })).toHaveAttribute('href', '/stores/artarmon');
      await expect(panel.getByRole('link', { name: 'View Virtual Tour' })).toHaveCount(0);

      // The first Escape closes the list of places and stays in the picker; the next closes the panel.
      const postcode = panel.getByRole('combobox', { name: 'Delivery Postcode' });
      await expect(postcode).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(postcode).toHaveAttribute('aria-expanded', 'false');
      await expect(panel).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(panel).toBeHidden();
      await expect(page.getByTestId('header-store').getByRole('button', { name: 'Artarmon' })).toBeFocused();
    });
  }

  test('a store link goes to the store page and closes the panel', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    await page.getByTestId('header-store').getByRole('button').click();
    const panel = page.getByRole('banner').getByRole('region', { name: 'Your store' });
    await panel.getByRole('link', { name: 'View Store Details' }).click();
    await expect(page).toHaveURL(/\/stores\/alexandria$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Alexandria');
    await expect(panel).toBeHidden();
  });
});

test.describe('alert banner', () => {
  const banner = (page: Page) => page.getByRole('region', { name: 'Site announcement' });
  const stored = (page: Page, key: string) => page.evaluate((k) => JSON.parse(localStorage.getItem(k) ?? 'null'), key);

  test('a closed banner stays closed after a reload', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    await expect(banner(page)).toContainText('Black Friday Sale');
    expect((await stored(page, 'alertCacheData')).value.banner.desktopContent).toContain('Black Friday Sale');
    await banner(page).getByRole('button', { name: 'Close announcement' }).click();
    await expect(banner(page)).toHaveCount(0);
    expect((await stored(page, 'alertCacheData')).value.banner).toBeNull();
    await page.reload();
    await waitForHydration(page);
    await expect(banner(page)).toHaveCount(0);
  });

  test('is fetched again every 10 minutes; an empty answer clears it until the next check', async ({ page }) => {
    await page.clock.install();
    await page.goto('/');
    await waitForHydration(page);
    await expect(banner(page)).toContainText('Black Friday Sale');
    const firstCheck = (await stored(page, 'recheckAlertBannerExpiry')).value as number;

    await page.route('**/api/alertBanner/', (route) => route.fulfill({ status: 204 }));
    await page.clock.fastForward('10:01');
    await expect(banner(page)).toHaveCount(0);
    expect((await stored(page, 'alertCacheData')).value.banner).toBeNull();
    const nextCheck = (await stored(page, 'recheckAlertBannerExpiry')).value as number;
    expect(nextCheck - firstCheck).toBeGreaterThanOrEqual(10 * 60_000);

    await page.unroute('**/api/alertBanner/');
    await page.route('**/api/alertBanner/', (route) =>
      route.fulfill({
        json: {
          bannerURL: '/promotions',
          backgroundColor: '#0b5cab',
          desktopContent: '<strong>Winter</strong> savings',
          mobileContent: 'Winter savings',
        },
      }),
    );
    await page.clock.fastForward('05:00');
    await expect(banner(page)).toHaveCount(0);
    await page.clock.fastForward('05:01');
    await expect(banner(page)).toContainText('Winter savings');
    await expect(banner(page).getByRole('link', { name: 'Find out more' })).toHaveAttribute('href', '/promotions');
  });

  test('a failed check clears the banner and tries again 10 minutes later', async ({ page, consoleGuard }) => {
    consoleGuard.allow(/Failed to load resource/);
    await page.clock.install();
    await page.goto('/');
    await waitForHydration(page);
    await page.route('**/api/alertBanner/', (route) => route.fulfill({ status: 500, body: 'down' }));
    await page.clock.fastForward('10:01');
    await expect(banner(page)).toHaveCount(0);
    await page.unroute('**/api/alertBanner/');
    await page.clock.fastForward('10:01');
    await expect(banner(page)).toContainText('Black Friday Sale');
  });
});
