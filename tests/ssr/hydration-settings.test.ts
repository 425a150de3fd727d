import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Store } from '../../src/contracts/places';
import type { SettingsResponse } from '../../src/contracts/settings';
import { BROWSER_SETTING_NAMES } from '../../src/domain/settings';
import { hydrationData } from './support/hydration-data';
import { pageServer, serverBuild } from './support/page-server';

const PAGES = ['home', 'category', 'product'] as const;

/**
 * Issue 16: every page's hydration data carries only what code in the browser reads of the
 * page-wide data: the settings of BROWSER_SETTING_NAMES (not all of GET /api/settings), the
 * store panel's fields of the visitor's store, and the sale's footer banner.
 */
describe('page-wide data in the hydration data', () => {
  let wa: FastifyInstance;
  let settings: SettingsResponse['items'];
  const paths: Record<(typeof PAGES)[number], string> = { home: '/', category: '/c/kitchen', product: '' };
  const rootDataOf = async (page: (typeof PAGES)[number]) => {
    const response = await wa.inject(paths[page]);
    expect(response.statusCode).toBe(200);
    return { html: response.body, root: (await hydrationData(response.body)).loaderData.root! };
  };

  beforeAll(async () => {
    wa = await pageServer('wa', await serverBuild());
    settings = (await wa.inject('/api/settings')).json<SettingsResponse>().items;
    const listing = (await wa.inject('/api/v2/listing?category=kitchen&pageSize=1')).json<{ products: { uri: string }[] }>();
    paths.product = listing.products[0]!.uri;
  });
  afterAll(async () => {
    await wa?.close();
  });

  it.each(PAGES)('carries exactly the settings the browser reads in the %s page, with their values', async (page) => {
    const { root } = await rootDataOf(page);
    const expected = Object.fromEntries(
      settings.filter((setting) => (BROWSER_SETTING_NAMES as readonly string[]).includes(setting.name)).map((s) => [s.name, s.value]),
    );
    expect(root.settings).toEqual(expected);
    expect(Object.keys(expected).sort()).toEqual([
      'ComparePageEnabled',
      'IntercomEnabled',
      'ReviewSummariesEnabled',
      'mapsApiKey',
      'mapsScriptUrl',
    ]);
  });

  it.each(PAGES)('leaves the server-only settings out of the %s page', async (page) => {
    const { html } = await rootDataOf(page);
    // Their names would be keys in the serialised data; these occur nowhere else in a page.
    const serverOnly = ['paymentConfiguration', 'PaypalDisclaimer', 'ZipConfig', 'proformaShippingBrands', 'referralConfig', 'QuickLinks'];
    expect(settings.map((setting) => setting.name)).toEqual(expect.arrayContaining(serverOnly));
    expect(serverOnly.filter((name) => html.includes(name))).toEqual([]);
  });

  it('carries the store panel fields of the visitor store, not its week of opening times', async () => {
    const { root } = await rootDataOf('home');
    const store = root.store as Partial<Store>;
    expect(store).toMatchObject({ name: 'Alexandria', storeUri: 'alexandria', phone: expect.any(String), openToday: expect.any(Object) });
    expect(store).not.toHaveProperty('openTimes');
    expect(store).not.toHaveProperty('blurb');
    expect(store).not.toHaveProperty('latitude');
  });

  it('carries the running sale as its footer banner shows it', async () => {
    const { root } = await rootDataOf('category');
    const sale = (await wa.inject('/api/promotion/sale/')).json<{
      name: string;
      url: string;
      colour: string;
      images: Record<string, unknown>;
    }>();
    expect(root.sale).toEqual({ name: sale.name, url: sale.url, colour: sale.colour, image: sale.images.footerBanner });
  });
});
