import type { Page } from '@playwright/test';
import { FLAVOUR_URLS } from '../../playwright.config';
import { HYDRATED_ATTRIBUTE } from '../../src/web/hydrated-signal';
import { expect, test, waitForHydration } from './support/fixtures';

/**
 * React renders the page on the server and hydrates it in the browser (ADR 0047). These checks are
 * what a shopper would notice if the two disagreed: a page rebuilt or unstyled after it loads,
 * labels and menus that name elements by ids nobody has, links in the head pointing at the wrong
 * page after a client-side navigation. Any hydration mismatch fails every browser test through the
 * console guard (tests/e2e/support/fixtures.ts); tests/e2e/hydration.spec.ts visits each page kind.
 */

const ID_REFERENCES = ['for', 'aria-controls', 'aria-labelledby', 'aria-describedby', 'aria-errormessage', 'aria-activedescendant'];

/**
 * Every id a `for` or ARIA reference names that no element on the page has. A closed menu's
 * button may name the panel it will render when opened (`aria-expanded="false"`).
 */
function danglingIdReferences(page: Page) {
  return page.evaluate((attributes) => {
    const dangling: string[] = [];
    for (const attribute of attributes) {
      for (const element of document.querySelectorAll(`[${attribute}]`)) {
        if (attribute === 'aria-controls' && element.getAttribute('aria-expanded') === 'false') continue;
        for (const id of (element.getAttribute(attribute) ?? '').split(/\s+/).filter(Boolean)) {
          if (!document.getElementById(id)) dangling.push(`${element.tagName.toLowerCase()}[${attribute}="${id}"]`);
        }
      }
    }
    return dangling;
  }, ID_REFERENCES);
}

/** What the head holds, as a shopper's browser and a crawler running scripts would read it. */
function headLinks(page: Page) {
  return page.evaluate(() =>
    [...document.head.querySelectorAll('link:not([rel="modulepreload"])')].map(
      (link) => `${link.getAttribute('rel')} ${link.getAttribute('href')}`,
    ),
  );
}

test.describe('hydrating the server’s page in the browser', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('keeps the server’s elements, the stylesheet and the head’s links', async ({ page }) => {
    await page.goto('/c/kitchen');
    const serverHeading = await page.getByRole('heading', { level: 1 }).elementHandle();
    await waitForHydration(page);

    // The same element, not a copy built by the browser.
    expect(await serverHeading?.evaluate((heading) => heading.isConnected)).toBe(true);
    expect(await page.evaluate(() => document.compatMode)).toBe('CSS1Compat');
    const links = await headLinks(page);
    expect(links.filter((link) => link.startsWith('canonical '))).toEqual([
      expect.stringMatching(/^canonical https:\/\/[^/]+\/c\/kitchen$/),
    ]);
    // The one stylesheet: React writes it first as a resource (root.tsx), `<Links />` names it again.
    expect(new Set(links.filter((link) => link.startsWith('stylesheet ')))).toEqual(
      new Set([expect.stringMatching(/^stylesheet \/assets\/style-[\w-]+\.css$/)]),
    );
    expect(links.filter((link) => link.startsWith('icon '))).toEqual(['icon /favicon.svg']);
    const brandColour = await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--color-brand').trim());
    expect(brandColour).not.toBe('');
    // Module preloads belong to the server's HTML: the browser does not add them to the body again.
    await expect(page.locator('body link')).toHaveCount(0);
  });

  test('every label and menu names an element that exists, before and after a menu opens', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    expect(await danglingIdReferences(page)).toEqual([]);

    // The panel is rendered by the browser on use; its button was rendered by the server.
    const toggle = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Kitchen menu' });
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator(`#${await toggle.getAttribute('aria-controls')}`)).toBeVisible();
    expect(await danglingIdReferences(page)).toEqual([]);
    await page.keyboard.press('Escape');

    // The search box was rendered by the server with an id from React's `useId`; its suggestions
    // are rendered by the browser, and the box must name them by the id they got there.
    const search = page.getByRole('combobox', { name: 'Search products' });
    await search.fill('fridge');
    await expect(page.getByRole('listbox', { name: 'Search suggestions' })).toBeVisible();
    await search.press('ArrowDown');
    await expect(search).toHaveAttribute('aria-activedescendant', /.+/);
    expect(await danglingIdReferences(page)).toEqual([]);
  });
});

/**
 * Records, in the page, each Intl formatter or locale-aware call made before the root layout marks
 * the page hydrated. The browser's first one loads its locale data, 50 to 90 ms on a phone, inside
 * the hydration task (bench/README.md, "Intl in the browser").
 */
function recordIntlUntilHydrated(page: Page) {
  return page.addInitScript((hydrated) => {
    const calls: string[] = [];
    (window as unknown as { intlCalls: string[] }).intlCalls = calls;
    const record = (name: string) => {
      if (!document.documentElement.hasAttribute(hydrated)) calls.push(name);
    };
    for (const name of [
      'NumberFormat',
      'DateTimeFormat',
      'PluralRules',
      'RelativeTimeFormat',
      'ListFormat',
      'Collator',
      'Segmenter',
    ] as const) {
      const intl = Intl as unknown as Record<string, new (...args: unknown[]) => object>;
      intl[name] = new Proxy(intl[name]!, {
        construct(target, args) {
          record(`Intl.${name}`);
          return Reflect.construct(target, args);
        },
        apply(target, self, args) {
          record(`Intl.${name}`);
          return Reflect.apply(target, self, args);
        },
      });
    }
    const methods: [object, string][] = [
      [Number.prototype, 'toLocaleString'],
      [Date.prototype, 'toLocaleString'],
      [Date.prototype, 'toLocaleDateString'],
      [Date.prototype, 'toLocaleTimeString'],
      [String.prototype, 'localeCompare'],
    ];
    for (const [prototype, name] of methods) {
      const original = Reflect.get(prototype, name) as (...args: unknown[]) => unknown;
      Object.defineProperty(prototype, name, {
        value(this: unknown, ...args: unknown[]) {
          record(name);
          return original.apply(this, args);
        },
      });
    }
  }, HYDRATED_ATTRIBUTE);
}

/** What `recordIntlUntilHydrated` recorded in the page. */
function intlCallsBeforeHydration(page: Page) {
  return page.evaluate(() => (window as unknown as { intlCalls: string[] }).intlCalls);
}

test.describe('hydrating without Intl', () => {
  const pages = [
    { name: 'home', url: `${FLAVOUR_URLS.wa}/` },
    { name: 'a category', url: `${FLAVOUR_URLS.wa}/c/kitchen` },
    { name: 'search results', url: `${FLAVOUR_URLS.wa}/search/oven` },
    { name: 'a New Zealand category', url: `${FLAVOUR_URLS['aol-nz']}/c/kitchen` },
  ];
  for (const { name, url } of pages) {
    test(`${name} makes no Intl formatter before it is hydrated`, async ({ page }) => {
      await recordIntlUntilHydrated(page);
      await page.goto(url);
      await waitForHydration(page);
      expect(await intlCallsBeforeHydration(page)).toEqual([]);
    });
  }

  for (const flavour of ['wa', 'aol-nz'] as const) {
    test(`a product page in ${flavour} makes no Intl formatter before it is hydrated`, async ({ page, request }) => {
      const listing = await (await request.get(`${FLAVOUR_URLS[flavour]}/c/kitchen`)).text();
      const product = /href="(\/p\/[^"]+)"/.exec(listing)?.[1];
      expect(product).toBeDefined();
      await recordIntlUntilHydrated(page);
      await page.goto(`${FLAVOUR_URLS[flavour]}${product}`);
      await waitForHydration(page);
      // The page printed its price all the same: written out, not asked of Intl.
      await expect(page.getByRole('main').getByText(/\$\d/).first()).toBeVisible();
      expect(await intlCallsBeforeHydration(page)).toEqual([]);
    });
  }
});
