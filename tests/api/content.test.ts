import { describe, expect, it } from 'vitest';
import type { AlertBanner, RedirectResult, SaleResponse, StaticPage } from '../../src/contracts/content';
import type { ErrorBody } from '../../src/contracts/errors';
import { insertSale, insertStaticPage } from '../support/fixtures';
import { createTestApp } from '../support/test-app';

describe('GET /api/alertBanner/', () => {
  it('answers the current banner of the flavour', async () => {
    const app = await createTestApp({ app: 'wa', now: () => new Date('2026-11-21T00:00:00Z') });
    const response = await app.inject('/api/alertBanner/');
    expect(response.statusCode).toBe(200);
    const banner = response.json<AlertBanner>();
    expect(banner.desktopContent).toMatch(/<\w+/);
    expect(banner.mobileContent.length).toBeGreaterThan(0);
    expect(banner.backgroundColor).toMatch(/^#[0-9a-f]{3,8}$/i);
  });

  it('answers nothing (204) when no banner is live', async () => {
    const app = await createTestApp({ now: () => new Date('2001-01-01T00:00:00Z') });
    const response = await app.inject('/api/alertBanner/');
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
  });
});

describe('GET /api/Static/{name}', () => {
  it('answers a page with its heading and HTML body, whatever the letter case asked', async () => {
    const page = await insertStaticPage({ heading: 'Fixture Storage Terms', bodyHtml: '<p>We store goods for 30 days.</p>' });
    const app = await createTestApp();
    expect((await app.inject(`/api/Static/${page.slug}`)).json<StaticPage>()).toEqual({
      slug: page.slug,
      heading: 'Fixture Storage Terms',
      body: '<p>We store goods for 30 days.</p>',
      metaDescription: '',
    });
    expect((await app.inject(`/api/Static/${page.slug.toUpperCase()}`)).json<StaticPage>().slug).toBe(page.slug);
  });

  it('prefers the flavour’s own page over the shared one', async () => {
    const shared = await insertStaticPage({ heading: 'Shared', bodyHtml: '<p>For every shop.</p>' });
    await insertStaticPage({ slug: shared.slug, app: 'wa', heading: 'Own', bodyHtml: '<p>For Wattle only.</p>' });
    const read = async (app: 'wa' | 'hc') => (await (await createTestApp({ app })).inject(`/api/Static/${shared.slug}`)).json<StaticPage>();
    expect((await read('wa')).body).toBe('<p>For Wattle only.</p>');
    expect((await read('hc')).body).toBe('<p>For every shop.</p>');
  });

  it('answers 404 with the error shape for a page that does not exist', async () => {
    const response = await (await createTestApp()).inject('/api/Static/no-such-page');
    expect(response.statusCode).toBe(404);
    const body = response.json<ErrorBody>();
    expect(body.message).toBe('The requested resource could not be found.');
    expect(body.errors[0]).toContain('no-such-page');
  });

  it('rejects a name that is not a slug', async () => {
    const response = await (await createTestApp()).inject('/api/Static/..%2F..%2Fetc');
    expect(response.statusCode).toBe(400);
    expect(response.json<ErrorBody>().errors[0]).toMatch(/letters, digits and hyphens/);
  });
});

describe('GET /api/redirect', () => {
  it('finds a redirect whatever the case or trailing slash', async () => {
    const app = await createTestApp();
    const result = (await app.inject({ url: '/api/redirect', query: { fromUrl: '/Ovens/' } })).json<RedirectResult>();
    expect(result).toEqual({ doRedirect: true, destinationUri: '/c/cooking/ovens' });
  });

  it('answers absolute destinations as they are', async () => {
    const result = (await (await createTestApp()).inject({ url: '/api/redirect', query: { fromUrl: '/careers' } })).json<RedirectResult>();
    expect(result.doRedirect).toBe(true);
    expect(result.destinationUri).toMatch(/^https:\/\//);
  });

  it('says no redirect for an unknown path', async () => {
    const result = (await (await createTestApp()).inject({ url: '/api/redirect', query: { fromUrl: '/nothing-here?x=1' } })).json();
    expect(result).toEqual({ doRedirect: false, destinationUri: null });
  });

  it('requires fromUrl', async () => {
    const response = await (await createTestApp()).inject('/api/redirect');
    expect(response.statusCode).toBe(400);
    expect(response.json<ErrorBody>().errors).toEqual(['fromUrl is required']);
  });

  it('answers the destination for a path', async () => {
    const response = await (await createTestApp()).inject({ url: '/api/redirect/getdestination', query: { fromUri: '/ovens' } });
    expect(response.json()).toEqual({ destinationUri: '/c/cooking/ovens' });
  });
});

describe('GET /api/promotion/sale/', () => {
  it('answers the sale running on the override date', async () => {
    const response = await (await createTestApp()).inject({ url: '/api/promotion/sale/', query: { dateOverride: '2026-11-25' } });
    const sale = response.json<SaleResponse>();
    expect(sale.isSaleOn).toBe(true);
    expect(sale.name.length).toBeGreaterThan(0);
    expect(sale.colour).toMatch(/^#/);
    expect(new Date(sale.time!).getTime()).toBeGreaterThan(new Date('2026-11-25').getTime());
    expect(sale.images.footerBanner?.src).toMatch(/^\//);
  });

  it('answers no sale, with the defaults, when none runs', async () => {
    const sale = (
      await (await createTestApp()).inject({ url: '/api/promotion/sale/', query: { dateOverride: '2019-1-5' } })
    ).json<SaleResponse>();
    expect(sale).toMatchObject({ isSaleOn: false, url: '/sale', colour: '#c4102b', time: null });
  });

  it('uses the clock when there is no override', async () => {
    const app = await createTestApp({ now: () => new Date('2026-11-25T02:00:00Z') });
    expect((await app.inject('/api/promotion/sale/')).json<SaleResponse>().isSaleOn).toBe(true);
  });

  it('reads dateOverride as a day on the flavour’s own calendar', async () => {
    // Starts at midnight, 10 March 2031, Sydney time (13:00 UTC the day before). Auckland's
    // 10 March begins two hours earlier, before the sale has started.
    const sale = await insertSale({ startsAt: new Date('2031-03-09T13:00:00Z'), endsAt: new Date('2031-03-20T13:00:00Z') });
    const ask = async (app: 'wa' | 'aol-nz', dateOverride: string) =>
      (await (await createTestApp({ app })).inject({ url: '/api/promotion/sale/', query: { dateOverride } })).json<SaleResponse>();
    expect(await ask('wa', '2031-03-10')).toMatchObject({ isSaleOn: true, name: sale.name });
    expect(await ask('wa', '2031-3-9')).toMatchObject({ isSaleOn: false });
    expect(await ask('aol-nz', '2031-03-10')).toMatchObject({ isSaleOn: false });
    expect(await ask('aol-nz', '2031-03-11')).toMatchObject({ isSaleOn: true, name: sale.name });
  });

  it.each(['2026-02-30', '2027-02-29', '2026-04-31'])('refuses the day that does not exist, dateOverride=%s', async (dateOverride) => {
    const response = await (await createTestApp()).inject({ url: '/api/promotion/sale/', query: { dateOverride } });
    expect(response.statusCode).toBe(400);
    expect(response.json<ErrorBody>().errors).toEqual(['dateOverride must be a real calendar day.']);
  });

  it.each(['tomorrow', '2026-13-45', '2026-02-31x'])('rejects dateOverride=%s', async (dateOverride) => {
    const response = await (await createTestApp()).inject({ url: '/api/promotion/sale/', query: { dateOverride } });
    expect(response.statusCode).toBe(400);
    expect(response.json<ErrorBody>().errors[0]).toMatch(/dateOverride/);
  });
});
