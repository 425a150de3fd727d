import type { Browser, CDPSession, Page } from '@playwright/test';

/** Lighthouse's phone: a Moto G-sized viewport and the CPU slowed four times. */
export const THROTTLE = 4;
const PHONE_VIEWPORT = { width: 412, height: 823 };

/** A new page at a phone's size with its CPU slowed, and the DevTools session that slowed it. */
export async function openPhonePage(browser: Browser): Promise<{ page: Page; cdp: CDPSession }> {
  const page = await browser.newPage({ viewport: PHONE_VIEWPORT });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE });
  return { page, cdp };
}

/**
 * Loads the page and waits until it is hydrated, then a little longer: effects and the first
 * queries run after hydration, and a trace or profile should hold them.
 */
export async function loadUntilSettled(page: Page, url: string): Promise<void> {
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForSelector('[data-hydrated]', { timeout: 30_000 });
  await page.waitForTimeout(1500);
}
