import AxeBuilder from '@axe-core/playwright';
import type { Page, Request } from '@playwright/test';
import { expect, test, waitForHydration } from './support/fixtures';

const DESKTOP = { width: 1280, height: 900 };
const MOBILE = { width: 390, height: 844 };
const HOUR = 3_600_000;
const SIGN_UP = 'Sign up for inspiration and exclusive offers';

const popup = (page: Page) => page.getByTestId('newsletter-popup');

/** Scrolls without the page's smooth scrolling, so each position is one scroll event. */
async function scrollTo(page: Page, y: number) {
  await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
}

async function openNewsletter(page: Page) {
  await page.getByRole('button', { name: SIGN_UP }).click();
  await expect(page.getByRole('heading', { name: SIGN_UP })).toBeVisible();
}

async function fillNewsletter(page: Page, fields: { Name: string; Email: string; Postcode: string }) {
  const form = popup(page);
  await form.getByLabel('Name').fill(fields.Name);
  await form.getByLabel('Email').fill(fields.Email);
  await form.getByLabel('Postcode').fill(fields.Postcode);
}

const uniqueEmail = () => `shopper.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;

/** Opens the popup on the stores page and fills it in; answers the submit button. */
async function readyToSignUp(page: Page, fields: { Name: string; Postcode: string }) {
  await page.goto('/stores');
  await waitForHydration(page);
  await openNewsletter(page);
  await fillNewsletter(page, { ...fields, Email: uniqueEmail() });
  return popup(page).getByRole('button', { name: 'Keep me updated' });
}

test.describe('newsletter popup at 1280 px', () => {
  test.use({ viewport: DESKTOP });

  test('appears minimised after load and expands after 250 px of scrolling from the first scroll position', async ({ page }) => {
    await page.goto('/stores');
    await waitForHydration(page);
    await expect(page.getByRole('button', { name: SIGN_UP })).toHaveAttribute('aria-expanded', 'false');
    await expect(popup(page).getByLabel('Email')).toHaveCount(0);
    await scrollTo(page, 200);
    await expect(page.getByRole('button', { name: SIGN_UP })).toBeVisible();
    await scrollTo(page, 440);
    await expect(page.getByRole('button', { name: SIGN_UP })).toBeVisible();
    await scrollTo(page, 460);
    await expect(page.getByRole('heading', { name: SIGN_UP })).toBeVisible();
    await expect(popup(page)).toContainText('We are always looking for a way to inspire you with beautiful kitchens');
    await expect(popup(page).getByRole('button', { name: 'Keep me updated' })).toBeVisible();
  });

  test('is not shown on category, product or checkout pages', async ({ page }) => {
    for (const path of ['/c/cooking/ovens', '/p/haier-45cm-quiet-freestanding-dishwasher-hdw81v5h', '/customer/checkout']) {
      await page.goto(path);
      await waitForHydration(page);
      await expect(popup(page), path).toHaveCount(0);
    }
    await page.goto('/');
    await waitForHydration(page);
    await expect(popup(page)).toBeVisible();
  });

  test('with products in the compare list it shows on the home page only', async ({ page }) => {
    // The list lives on the server (the visitor cookie); the browser keeps its copy in CompareProducts.
    await page.request.get('/api/compare/');
    expect((await page.request.post('/api/compare/product/', { data: { sku: 'HDW81V5H' } })).ok()).toBe(true);
    await page.goto('/');
    await waitForHydration(page);
    await page.goto('/stores');
    await waitForHydration(page);
    await expect(popup(page)).toHaveCount(0);
    await page.goto('/');
    await waitForHydration(page);
    await expect(popup(page)).toBeVisible();
  });

  test('leaves a listing page as soon as a product is ticked for comparison, never covering the compare tray', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/products');
    await waitForHydration(page);
    await expect(popup(page)).toBeVisible();
    await page
      .getByRole('checkbox', { name: /^Compare / })
      .first()
      .check();
    const tray = page.getByRole('region', { name: 'Compare products' });
    await expect(tray).toBeVisible();
    await expect(popup(page)).toHaveCount(0);
    // The tray's slot (title and price) is the topmost element where it is drawn.
    const slot = tray.getByRole('listitem').first();
    await expect(slot).toBeVisible();
    const box = (await slot.boundingBox())!;
    const topmostIsTray = await page.evaluate(
      ({ x, y }) => document.elementFromPoint(x, y)?.closest('[aria-label="Compare products"]') !== null,
      { x: box.x + box.width / 2, y: box.y + box.height - 4 },
    );
    expect(topmostIsTray).toBe(true);
    await page.screenshot({ path: 'test-results/newsletter-and-compare-tray-1440.png' });
  });

  test('validates with the spec’s messages: on submit, or once a field is changed and left', async ({ page }) => {
    await page.goto('/stores');
    await waitForHydration(page);
    await openNewsletter(page);
    const form = popup(page);
    await expect(form.getByLabel('Name')).toBeFocused();
    await form.getByLabel('Email').fill('not-an-email');
    await expect(form.getByText('Please enter a valid Email')).toHaveCount(0);
    await form.getByLabel('Email').blur();
    await expect(form.getByText('Please enter a valid Email')).toBeVisible();
    await expect(form.getByText('Please enter your Name')).toHaveCount(0);

    await form.getByRole('button', { name: 'Keep me updated' }).click();
    await expect(form.getByRole('alert')).toHaveText('There has been an error. Please check below to see what fields are invalid.');
    await expect(form.getByText('Please enter your Name')).toBeVisible();
    await expect(form.getByText('Please enter a valid Postcode')).toBeVisible();
    await expect(form.getByLabel('Name')).toBeFocused();
    await expect(form.getByLabel('Name')).toHaveAttribute('aria-invalid', 'true');

    await form.getByLabel('Postcode').fill('12345');
    await expect(form.getByText('Please enter a valid Postcode')).toBeVisible();
    await form.getByLabel('Postcode').fill('800');
    await expect(form.getByText('Please enter a valid Postcode')).toHaveCount(0);
  });

  test('a sign-up shows the welcome for 4 seconds and the popup never comes back', async ({ page }) => {
    await page.clock.install();
    await page.goto('/stores');
    await waitForHydration(page);
    await openNewsletter(page);
    await fillNewsletter(page, { Name: 'Alex', Email: uniqueEmail(), Postcode: '2000' });
    const answered = page.waitForResponse((r) => r.url().endsWith('/api/forms/customer-club'));
    // From here the page's time moves only when the test moves it.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
    await popup(page).getByRole('button', { name: 'Keep me updated' }).click();
    expect((await answered).status()).toBe(200);
    const welcome = popup(page).getByRole('status');
    await expect(welcome).toHaveText('Thank you, Alex! Welcome to the Wattle & Co Appliances family.');
    await page.clock.runFor(3_900);
    await expect(welcome).toBeVisible();
    await page.clock.runFor(200);
    await expect(popup(page)).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('waNewsletterSubscription'))).toBe('true');
    await page.reload();
    await waitForHydration(page);
    await expect(popup(page)).toHaveCount(0);
  });

  test('a second click while a sign-up is in flight sends nothing more; a server error shows its errtext and re-enables the form', async ({
    page,
    consoleGuard,
  }) => {
    consoleGuard.allow(/status of 503/);
    const posts: Request[] = [];
    // The sign-up stays in flight until the test has tried to send it again.
    let answer = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    await page.route('**/api/forms/customer-club', async (route) => {
      posts.push(route.request());
      await answered;
      await route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({
          status: 503,
          message: 'Unavailable',
          errors: [],
          errtext: 'Our mailing list is resting. Please try again soon.',
        }),
      });
    });
    await page.clock.install();
    const submit = await readyToSignUp(page, { Name: 'Sam', Postcode: '3000' });
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
    await submit.click();
    // While the first is in flight: another click and the Enter key on the same (now 'Sending…') button.
    const sending = popup(page).getByRole('button', { name: 'Sending…' });
    await sending.dispatchEvent('click');
    await sending.press('Enter');
    answer();
    // The errtext is shown by the form and announced (an alert), not in a banner at the top of the page.
    const message = popup(page).getByRole('alert').filter({ hasText: 'Our mailing list is resting. Please try again soon.' });
    await expect(message).toBeVisible();
    expect(posts).toHaveLength(1);
    await expect(submit).toBeEnabled();
    await expect(submit).not.toHaveAttribute('aria-disabled');
    await expect(popup(page).locator('form')).toHaveAttribute('aria-describedby', /form-error/);
  });

  test('each sign-up attempt sends its own Idempotency-Key', async ({ page, consoleGuard }) => {
    consoleGuard.allow(/status of 503/);
    const keys: (string | undefined)[] = [];
    await page.route('**/api/forms/customer-club', async (route) => {
      keys.push(route.request().headers()['idempotency-key']);
      await route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ errtext: 'Resting.' }) });
    });
    const submit = await readyToSignUp(page, { Name: 'Lee', Postcode: '5000' });
    await submit.click();
    await expect(popup(page).getByRole('alert').filter({ hasText: 'Resting.' })).toBeVisible();
    await expect(submit).not.toHaveAttribute('aria-disabled');
    await submit.click();
    await expect.poll(() => keys.length).toBe(2);
    for (const key of keys) expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(keys[0]).not.toBe(keys[1]);
  });

  test('“Please, dont display this again.” hides it for seven days, rechecked every 24 hours', async ({ page }) => {
    await page.clock.install();
    await page.goto('/stores');
    await waitForHydration(page);
    await openNewsletter(page);
    await popup(page).getByRole('button', { name: 'Please, dont display this again.' }).click();
    await expect(popup(page)).toHaveCount(0);
    await page.reload();
    await waitForHydration(page);
    await expect(popup(page)).toHaveCount(0);
    // Six days later the daily check still finds the dismissal; a day after that it has expired.
    await page.clock.fastForward(144 * HOUR);
    await expect(popup(page)).toHaveCount(0);
    await page.clock.fastForward(24 * HOUR + 1000);
    await expect(popup(page)).toBeVisible();
  });

  test('closing minimises and hides it', async ({ page }) => {
    await page.goto('/stores');
    await waitForHydration(page);
    await openNewsletter(page);
    await popup(page).getByRole('button', { name: 'Close newsletter sign-up' }).click();
    await expect(popup(page)).toHaveCount(0);
    await page.getByRole('banner').getByRole('link', { name: 'Stores' }).click();
    await expect(popup(page)).toHaveCount(0);
  });

  test('the expanded popup and a global message pass axe', async ({ page }) => {
    await page.goto('/stores');
    await waitForHydration(page);
    await openNewsletter(page);
    await popup(page).getByRole('button', { name: 'Keep me updated' }).click();
    await expect(popup(page).getByRole('alert')).toBeVisible();
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations).toEqual([]);
  });
});

test.describe('newsletter popup at 390 px', () => {
  test.use({ viewport: MOBILE });

  test('is never shown on small screens', async ({ page }) => {
    await page.goto('/stores');
    await waitForHydration(page);
    await scrollTo(page, 100);
    await scrollTo(page, 800);
    await expect(popup(page)).toHaveCount(0);
  });
});

test.describe('back to top', () => {
  test('appears once the page is scrolled and returns to the top with focus on the content', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto('/stores');
    await waitForHydration(page);
    const button = page.getByRole('button', { name: 'Back to top' });
    await expect(button).toBeHidden();
    await scrollTo(page, 1500);
    await expect(button).toBeVisible();
    await button.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(page.getByRole('main')).toBeFocused();
    await expect(button).toBeHidden();
  });

  test('is hidden on small screens', async ({ page }) => {
    await page.setViewportSize(MOBILE);
    await page.goto('/stores');
    await waitForHydration(page);
    await scrollTo(page, 1500);
    await expect(page.getByRole('button', { name: 'Back to top' })).toBeHidden();
  });
});

for (const viewport of [DESKTOP, MOBILE]) {
  test.describe(`sale footer banner at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('links to the sale and stays dismissed after a reload', async ({ page }) => {
      await page.goto('/stores');
      await waitForHydration(page);
      const banner = page.getByRole('complementary', { name: 'Black Friday Sale banner' });
      await expect(banner.getByRole('link')).toHaveAttribute('href', '/sale');
      await banner.getByRole('button', { name: 'Dismiss the Black Friday Sale banner' }).click();
      await expect(banner).toHaveCount(0);
      const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('saleFooterBannerDismissed') ?? 'null'));
      expect(stored.value).toBe('Black Friday Sale');
      expect(stored.expiresAt - Date.now()).toBeGreaterThan(1439 * 60_000);
      expect(stored.expiresAt - Date.now()).toBeLessThanOrEqual(1440 * 60_000);
      await page.reload();
      await waitForHydration(page);
      await expect(banner).toHaveCount(0);
    });
  });
}

test('the sale footer banner is server-rendered for visitors without JavaScript', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  await page.goto('/stores');
  await expect(
    page.getByRole('complementary', { name: 'Black Friday Sale banner' }).getByRole('img', { name: 'Black Friday Sale' }),
  ).toBeVisible();
  await context.close();
});

test('a page view with its page type is stored for the first page and each client-side navigation', async ({ page, context }) => {
  const views: { pageType?: string; path?: string; status: number }[] = [];
  page.on('requestfinished', async (request) => {
    if (!request.url().endsWith('/api/analytics/events')) return;
    const body = JSON.parse(request.postData() ?? '{}') as { name: string; pageType?: string; path?: string };
    const response = await request.response();
    if (body.name === 'page_view') views.push({ pageType: body.pageType, path: body.path, status: response?.status() ?? 0 });
  });
  await page.goto('/');
  await waitForHydration(page);
  await expect.poll(() => views).toEqual([{ pageType: 'homepage', path: '/', status: 204 }]);
  await page.getByRole('banner').getByRole('link', { name: 'Stores' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Our Stores' })).toBeVisible();
  await expect.poll(() => views.length).toBe(2);
  expect(views[1]).toEqual({ pageType: 'generic', path: '/stores', status: 204 });
  // The page made its visitor cookie before its first call; variant tests read it.
  const cookie = (await context.cookies()).find((c) => c.name === 'wau');
  expect(cookie?.httpOnly).toBe(false);
  expect(cookie?.value).toMatch(/^[0-9a-f-]{36}$/);
});

test('a newsletter error shows beside the form, in view, and goes when the next try is sent', async ({ page, consoleGuard }) => {
  consoleGuard.allow(/status of 500/);
  let fail = true;
  await page.route('**/api/forms/customer-club', (route) =>
    fail
      ? route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ errtext: 'Something broke on our side.' }) })
      : route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ success: true }) }),
  );
  await page.setViewportSize(DESKTOP);
  await page.goto('/stores');
  await waitForHydration(page);
  await openNewsletter(page);
  await fillNewsletter(page, { Name: 'Kim', Email: uniqueEmail(), Postcode: '4000' });
  await page.clock.install();
  await popup(page).getByRole('button', { name: 'Keep me updated' }).click();
  const message = popup(page).getByRole('alert').filter({ hasText: 'Something broke on our side.' });
  await expect(message).toBeVisible();
  await expect(message).toBeInViewport();
  // No global banner at the top of the page carries it.
  await expect(page.getByRole('alert').filter({ hasText: 'Something broke on our side.' })).toHaveCount(1);
  const formBox = (await popup(page).locator('form').boundingBox())!;
  const messageBox = (await message.boundingBox())!;
  expect(messageBox.y).toBeGreaterThanOrEqual(formBox.y);
  expect(messageBox.y + messageBox.height).toBeLessThanOrEqual(formBox.y + formBox.height);
  // It stays until the shopper tries again (no timer hides it), then goes.
  await page.clock.fastForward(10_000);
  await expect(message).toBeVisible();
  fail = false;
  await popup(page).getByRole('button', { name: 'Keep me updated' }).click();
  await expect(message).toHaveCount(0);
});
