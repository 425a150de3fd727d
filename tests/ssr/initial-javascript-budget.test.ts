import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { measureBundles } from '../../bench/lib/bundle-size';

/**
 * Initial JavaScript (gzip, 1 kB = 1,024 bytes) of the shopper's main pages, as `npm run bench`
 * measures it: entry.client, the route chain and every static import. A change that makes a page
 * heavier than its budget fails here; lower a budget when a change makes room. The target was 110 kB
 * on the way to 90 kB; ADR 0012 and ADR 0038 have the figures.
 */
// Identity put 1.2 kB (gzip) on every page: the header's sign-in state, the session runtime and
// the identity routes in the route table; the session's own code loads after hydration.
// The cart adds about 1.4 kB to every page (the header's cart count, the code that opens the
// slide-out, which itself loads on demand) and 2.4 kB to the product page (Add to cart, add-on choices).
// Checkout adds up to 0.8 kB to every page: its two routes in the route manifest and table, the
// maps settings' names, and the affiliate click reference kept from any landing page.
// Issue 16 took 2.5 to 5 kB off these pages: the navigation's panels, the phone menu and the
// footer's static page modal load on use, and printing a price or a day no longer needs the
// time-zone library (only a store's hours and the delivery calendar do). Payment methods beyond the
// card add about 0.4 kB to every page: the provider return route and the /zipmoney and /afterpay
// pages in the route table, the modal that may not be dismissed (Zip in store's waiting dialog) and
// the cents-always money format; their panels, polling and wallet code load with the checkout only.
// The delivery location's editor (1.2 kB, every page) and the product page's value-promise modal
// (1.3 kB) load when first opened. The storefront link that renders site paths without router hooks
// (ui/link.tsx, for the server's render time) adds 0.5 kB.
// One shell chunk for everything the root route imports (vite.config.ts, ADR 0012) took 7 kB off
// each page: fewer files compress better, and no page loads more code than before. The browser
// making its own visitor cookie before its first API call (web/client/visitor-cookie.ts, so a first
// visit's parallel calls cannot mint two ids and lose a cart) adds 0.3 kB. The frame no longer
// falls back to a default flavour when root data is missing, which put all eight flavours' settings
// in every page (0.3 kB); formatted prices kept between renders, for the server's render time, add 0.1 kB.
// Preact's compat layer renders in the browser instead of React DOM (ADR 0038): 58 kB off every
// page, which brings each under the 90 kB goal. React still renders on the server. Markup kept as
// the server wrote it instead of hydrated (ADR 0040: the tiles, the footer) and the first effects'
// slow work in tasks of their own add 0.3 to 0.4 kB, for about 100 ms less blocking time on a
// category page at 4x CPU (bench/README.md, "Hydrating less"). Naming what each kept element is
// drawn from, for the server's kept markup (ADR 0041: tiles, navigation bar, product sections,
// store cards, home's category tiles, the refine panel's lists), adds 0.1 to 0.2 kB.
const BUDGET_KB: Record<string, number> = {
  home: 81.2,
  category: 87.5,
  products: 88.8,
  brand: 87.5,
  search: 88.4,
  product: 89.6,
};

/**
 * The stylesheets a page links (gzip, kB), which block its first paint. All CSS is one file
 * (ADR 0012); a stylesheet per route halved these bytes but cost a category page about 190 ms of
 * first paint over HTTP/1.1 in Lighthouse's simulation, for its extra requests (bench/README.md,
 * "Stylesheets per route, measured and dropped").
 */
const STYLESHEET_BUDGET_KB = 19.4;

/**
 * Scripts per page before it is interactive. Each is a request of its own: on a phone's connection
 * (and in Lighthouse's simulation of one) dozens of small scripts cost round trips that a few
 * larger ones do not. Before the shell chunk these pages loaded 32 to 38.
 */
const FILES_BUDGET: Record<string, number> = {
  home: 8,
  category: 13,
  products: 14,
  brand: 13,
  search: 13,
  product: 14,
};

const CLIENT_BUILD = path.resolve('build/client');

describe('initial JavaScript and stylesheets per page', () => {
  if (!existsSync(CLIENT_BUILD)) throw new Error('Run `npm run build` first: this test measures the production build.');
  const routes = new Map(measureBundles(CLIENT_BUILD).routes.map((route) => [route.route, route]));

  it.each(Object.entries(BUDGET_KB))('%s stays within %d kB gzip', (route, budget) => {
    const size = routes.get(route);
    expect(size, `route ${route} is not in the browser manifest`).toBeDefined();
    expect(size!.gzipBytes / 1024).toBeLessThanOrEqual(budget);
  });

  it.each(Object.keys(BUDGET_KB))(`%s links at most ${STYLESHEET_BUDGET_KB} kB gzip of stylesheets`, (route) => {
    const size = routes.get(route);
    expect(size, `route ${route} is not in the browser manifest`).toBeDefined();
    expect(size!.cssFiles).toBeGreaterThan(0);
    expect(size!.cssGzipBytes / 1024).toBeLessThanOrEqual(STYLESHEET_BUDGET_KB);
  });

  it.each(Object.entries(FILES_BUDGET))('%s loads at most %d scripts', (route, budget) => {
    const size = routes.get(route);
    expect(size, `route ${route} is not in the browser manifest`).toBeDefined();
    expect(size!.files).toBeLessThanOrEqual(budget);
  });
});
