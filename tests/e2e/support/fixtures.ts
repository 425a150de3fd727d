import { test as base, expect, type ConsoleMessage } from '@playwright/test';
import { FLAVOUR_URLS } from '../../../playwright.config';
import { VISITOR_ID_COOKIE } from '../../../src/domain/visitor-id';
import { HYDRATED_ATTRIBUTE } from '../../../src/web/hydrated-signal';

export { expect };
export const WA_URL = FLAVOUR_URLS.wa;
export const NZ_URL = FLAVOUR_URLS['aol-nz'];

interface ConsoleGuard {
  /** Pages that answer 404 on purpose make the browser log the failed document load; allow that. */
  allow(pattern: RegExp): void;
}

/**
 * Every test fails when the browser logs an error or throws: hydration mismatches, failed
 * requests and CSP violations all surface as console errors.
 */
export const test = base.extend<{ consoleGuard: ConsoleGuard }>({
  consoleGuard: [
    async ({ page }, use) => {
      const allowed: RegExp[] = [];
      const errors: string[] = [];
      const record = (message: ConsoleMessage) => {
        if (message.type() !== 'error') return;
        const text = `${message.text()} (${message.location().url})`;
        if (!allowed.some((pattern) => pattern.test(text))) errors.push(text);
      };
      page.on('console', record);
      page.on('pageerror', (error) => errors.push(`Uncaught: ${error.message}`));
      await use({ allow: (pattern) => allowed.push(pattern) });
      expect(errors, 'browser console errors').toEqual([]);
    },
    { auto: true },
  ],
});

/** The failed-document-load message Chromium logs for a page served with HTTP 404. */
export const DOCUMENT_404 = /Failed to load resource: the server responded with a status of 404/;

/**
 * Waits until React has hydrated (the root layout's `data-hydrated`, set after every effect of the
 * first render), so clicks reach React's handlers rather than plain HTML and the page's own timers
 * have started before a test drives the clock. React hydrates as a transition after the route
 * modules have loaded, so their being loaded is not enough. Then the network settles: code loaded on use (the variant
 * test's client) arrives and starts its work.
 */
export async function waitForHydration(page: import('@playwright/test').Page) {
  await page.locator(`html[${HYDRATED_ATTRIBUTE}]`).waitFor({ state: 'attached' });
  await page.waitForLoadState('networkidle');
}

/**
 * Waits until the page has made this browser's visitor cookie (it does so before its first API
 * call). A cart or compare call the test sends itself before that goes without one, so the API
 * would mint a second visitor, and whichever cookie arrives last decides whose cart the page shows.
 */
export async function waitForVisitorCookie(page: import('@playwright/test').Page) {
  await expect.poll(async () => (await page.context().cookies()).some((cookie) => cookie.name === VISITOR_ID_COOKIE)).toBe(true);
}
