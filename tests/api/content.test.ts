import { describe, expect, it } from 'vitest';
import type { AlertBanner, RedirectResult, SaleResponse, StaticPage } from '../../src/contracts/content';
import type { ErrorBody } from '../../src/contracts/errors';
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
  it('answers the storage terms page with heading and HTML body', async () => {
    const app = await createTestApp();
    const page = (await app.inject('/api/Static/storage-terms')).json<StaticPage>();
    expect(page.slug).toBe('storage-terms');
    expect(page.heading).toMatch(/storage/i);
    expect(page.body).toMatch(/<p>/);
  });

  it('prefers the flavour’s own page over the shared one', async () => {
    const wa = (await (await createTestApp({ app: 'wa' })).inject('/api/Static/about-us')).json<StaticPage>();
    expect(wa.body).toContain('1906');
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
    expect(result).toEqual({ doRedirect: true, destinationUri: '/c/cooking/ovens', permanent: true });
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

  it.each(['tomorrow', '2026-13-45', '2026-02-31x'])('rejects dateOverride=%s', async (dateOverride) => {
    const response = await (await createTestApp()).inject({ url: '/api/promotion/sale/', query: { dateOverride } });
    expect(response.statusCode).toBe(400);
    expect(response.json<ErrorBody>().errors[0]).toMatch(/dateOverride/);
  });
});
