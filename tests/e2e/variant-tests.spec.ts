import type { Page } from '@playwright/test';
import type { TrackedEvent } from '../../src/contracts/analytics';
import type { CompareList } from '../../src/contracts/compare';
import { COMPARE_LIMIT } from '../../src/domain/compare-list';
import { assignBucket, HOME_HERO_TEST } from '../../src/domain/variant-buckets';
import { COOKIE_POLL_MS, COOKIE_POLL_TRIES } from '../../src/web/features/variant-tests/resolve-bucket';
import { expect, test, waitForHydration, WA_URL } from './support/fixtures';
import { expectNoWcag22Violations } from './support/wcag';

/** A visitor id (the wau cookie's value) that the server puts in the given bucket of the home hero test. */
function visitorIn(bucket: string): string {
  for (let i = 1; i < 10_000; i += 1) {
    const id = `e2e-visitor-${String(i).padStart(8, '0')}`;
    if (assignBucket(id, HOME_HERO_TEST) === bucket) return id;
  }
  throw new Error(`No visitor id lands in ${bucket}`);
}

/**
 * The page's analytics events and variant-test calls: events go by fetch (not beacon) so they can
 * be read, and neither they nor the compare list reach the server, so the only visitor cookie is
 * the one the page makes or the test gives.
 */
async function watchVariantCalls(page: Page) {
  const events: TrackedEvent[] = [];
  const asks: string[] = [];
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'sendBeacon', { value: () => false, configurable: true });
  });
  await page.route('**/api/analytics/events', async (route) => {
    events.push(JSON.parse(route.request().postData() ?? 'null') as TrackedEvent);
    await route.fulfill({ status: 204 });
  });
  // An empty list, answered here: a real call would hand the browser a visitor cookie.
  const emptyCompareList: CompareList = { products: [], skus: [], limit: COMPARE_LIMIT };
  await page.route('**/api/compare/', (route) => route.fulfill({ json: emptyCompareList }));
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/varianttest') asks.push(request.postData() ?? '');
  });
  const errors = () => events.filter((e) => e.name === 'Variant Test Error');
  return { events, asks, errors };
}

/**
 * A browser where the page cannot write its visitor cookie itself (a cookie the server sets still
 * arrives and can be read): the variant client then waits for one.
 */
async function refusePageVisitorCookie(page: Page) {
  await page.addInitScript(() => {
    const own = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
    Object.defineProperty(Document.prototype, 'cookie', {
      configurable: true,
      get() {
        return own.get!.call(this) as string;
      },
      set(value: string) {
        if (!value.trim().startsWith('wau=')) own.set!.call(this, value);
      },
    });
  });
}

/** The fake clock stands still from the first script of the page: only runFor moves it. */
async function freezeClock(page: Page) {
  await page.clock.install({ time: new Date('2026-11-25T09:00:00+11:00') });
  await page.clock.pauseAt(new Date('2026-11-25T09:00:01+11:00'));
}

/** The home hero, named by its heading, which carries its layout. */
const hero = (page: Page) =>
  page
    .getByRole('region')
    .filter({ has: page.getByRole('heading', { level: 1 }) })
    .and(page.locator('[data-variant]'));
const storedTests = (page: Page) =>
  page.evaluate(() => ({ tests: localStorage.getItem('currentTests'), visitor: localStorage.getItem('xvu') }));

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('on a first visit makes its own visitor cookie and asks at once; the answer names that visitor', async ({ page, context }) => {
    const calls = await watchVariantCalls(page);
    const answer = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/varianttest');
    await page.goto('/');
    const response = await answer;
    const [visitor] = (await context.cookies()).filter((cookie) => cookie.name === 'wau');
    expect(visitor?.value).toMatch(/^[0-9a-f-]{36}$/);
    // The server keeps the page's id: its answer names it and sets no cookie of its own.
    expect(response.headers()['x-vu']).toBe(visitor!.value);
    expect(response.headers()['set-cookie']).toBeUndefined();
    const bucket = assignBucket(visitor!.value, HOME_HERO_TEST);
    await expect(hero(page)).toHaveAttribute('data-variant', bucket);
    expect(calls.asks).toEqual([JSON.stringify(HOME_HERO_TEST)]);
    expect(await storedTests(page)).toEqual({ tests: JSON.stringify({ [HOME_HERO_TEST]: bucket }), visitor: visitor!.value });
    expect(calls.errors()).toEqual([]);
  });

  test('where the page cannot make its own cookie, waits for the visitor cookie every 300 ms, then asks and shows the bucket it names', async ({
    page,
    context,
  }) => {
    const visitor = visitorIn('image-led');
    const calls = await watchVariantCalls(page);
    await refusePageVisitorCookie(page);
    await freezeClock(page);
    await page.goto('/');
    await waitForHydration(page);
    const scene = hero(page).locator('img');
    await expect(hero(page)).toHaveAttribute('data-variant', 'original');
    await expect(scene).toBeHidden();

    // No cookie yet: the page keeps polling and asks nothing.
    await page.clock.runFor(COOKIE_POLL_MS * 3);
    expect(calls.asks).toEqual([]);

    // The cookie appears; the next poll finds it and the server is asked.
    await context.addCookies([{ name: 'wau', value: visitor, url: WA_URL }]);
    const answer = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/varianttest');
    await page.clock.runFor(COOKIE_POLL_MS);
    expect((await answer).headers()['x-vu']).toBe(visitor);
    expect(calls.asks).toEqual([JSON.stringify(HOME_HERO_TEST)]);

    // The image-led layout: the room scene leads, on a phone too.
    await expect(hero(page)).toHaveAttribute('data-variant', 'image-led');
    await expect(scene).toBeVisible();
    expect(await storedTests(page)).toEqual({ tests: JSON.stringify({ [HOME_HERO_TEST]: 'image-led' }), visitor });
    expect(calls.errors()).toEqual([]);
    // axe schedules its own work on timers: let the clock run again.
    await page.clock.resume();
    await expectNoWcag22Violations(page);
  });

  test("an x-vu header that is not the visitor's cookie gives 'original' and a Variant Test Error", async ({ page, context }) => {
    const visitor = visitorIn('image-led');
    const calls = await watchVariantCalls(page);
    await page.route('**/api/varianttest', async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, headers: { ...response.headers(), 'x-vu': 'another-visitor-0000000001' } });
    });
    await context.addCookies([{ name: 'wau', value: visitor, url: WA_URL }]);
    await page.goto('/');
    await expect.poll(() => calls.errors().map((e) => e.action)).toEqual(['header-mismatch']);
    expect(calls.errors()[0]).toMatchObject({ category: 'Variant Test', label: HOME_HERO_TEST });
    await expect(hero(page)).toHaveAttribute('data-variant', 'original');
    await expect(hero(page).locator('img')).toBeHidden();
    expect((await storedTests(page)).tests).toBeNull();
  });
});

test.describe('at 1440 px', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('uses the cached bucket without asking: the compact hero has no scene and no promise list', async ({ page, context }) => {
    const visitor = visitorIn('compact');
    const calls = await watchVariantCalls(page);
    await page.addInitScript(
      ([tests, id]) => {
        localStorage.setItem('currentTests', tests);
        localStorage.setItem('xvu', id);
      },
      [JSON.stringify({ [HOME_HERO_TEST]: 'compact' }), visitor] as const,
    );
    await context.addCookies([{ name: 'wau', value: visitor, url: WA_URL }]);
    await page.goto('/');
    await expect(hero(page)).toHaveAttribute('data-variant', 'compact');
    await expect(hero(page).locator('img')).toBeHidden();
    await expect(hero(page).getByRole('list')).toBeHidden();
    await expect(hero(page).getByRole('link', { name: 'Shop products' })).toBeVisible();
    await waitForHydration(page);
    expect(calls.asks).toEqual([]);
    await expectNoWcag22Violations(page);
  });

  test("without a readable cookie after 10 tries the visitor sees 'original' and a Variant Test Error is logged", async ({
    page,
    context,
  }) => {
    // The server knows this visitor, but the page cannot read the cookie: it never appears to the script.
    await context.addCookies([{ name: 'wau', value: visitorIn('compact'), url: WA_URL, httpOnly: true }]);
    const calls = await watchVariantCalls(page);
    await freezeClock(page);
    await page.goto('/');
    await waitForHydration(page);
    // Ten reads of the cookie: one at once, then nine more 300 ms apart.
    await page.clock.runFor(COOKIE_POLL_MS * (COOKIE_POLL_TRIES - 1) - 1);
    expect(calls.errors()).toEqual([]);
    await page.clock.runFor(1);
    await expect.poll(() => calls.errors().map((e) => e.action)).toEqual(['cookie-timeout']);
    expect(calls.asks).toEqual([]);
    await expect(hero(page)).toHaveAttribute('data-variant', 'original');
    // The original hero shows the room scene and the promise list on a desktop.
    await expect(hero(page).locator('img')).toBeVisible();
    await expect(hero(page).getByRole('list')).toBeVisible();
  });
});
