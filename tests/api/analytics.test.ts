import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { SuggestResponse } from '../../src/contracts/search';
import { analyticsEvents } from '../../src/db/schema';
import { createTestApp, workerDatabase } from '../support/test-app';

describe('search analytics', () => {
  it('records searches and feeds popular terms into suggestions', async () => {
    const app = await createTestApp();
    for (let i = 0; i < 3; i++) {
      expect((await app.inject('/api/analytics/search?searchTerm=Steam%20Oven%20deals')).statusCode).toBe(204);
    }
    const posted = await app.inject({
      method: 'POST',
      url: '/api/analytics/search',
      payload: {
        analyticsEventType: 'search',
        query: 'steam oven deals',
        productList: ['A1', 'B2'],
        url: '/search/steam',
        isRepeatUser: true,
      },
    });
    expect(posted.statusCode).toBe(204);
    const { results } = (await app.inject('/api/v3/search?searchTerm=steam%20ov')).json<SuggestResponse>();
    expect(results.suggestions[0]).toEqual({ type: 'term', text: 'steam oven deals', url: '/search/steam%20oven%20deals' });
  });

  it('accepts every event type and a visit without a term', async () => {
    const app = await createTestApp();
    expect((await app.inject('/api/analytics/search')).statusCode).toBe(204);
    for (const analyticsEventType of ['productClick', 'productAddToCart', 'productOrder', 'visit', 'productMultiOrder']) {
      const res = await app.inject({ method: 'POST', url: '/api/analytics/search', payload: { analyticsEventType, productList: 'X1~X2' } });
      expect(res.statusCode, analyticsEventType).toBe(204);
    }
  });

  it('answers 400 for bad events', async () => {
    const app = await createTestApp();
    for (const payload of [
      {},
      { analyticsEventType: 'purchase' },
      { analyticsEventType: 'search', query: 'x'.repeat(101) },
      { analyticsEventType: 'search', isRepeatUser: 'maybe' },
      { analyticsEventType: 'search', productList: [{ sku: 1 }] },
    ]) {
      const res = await app.inject({ method: 'POST', url: '/api/analytics/search', payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect(
      (await app.inject({ method: 'POST', url: '/api/analytics/search', headers: { 'content-type': 'application/json' }, payload: '{' }))
        .statusCode,
    ).toBe(400);
    expect((await app.inject(`/api/analytics/search?searchTerm=${'y'.repeat(150)}`)).statusCode).toBe(400);
  });
});

describe('storefront events', () => {
  const visitorCookie = (setCookie: unknown) => /wau=([^;]+)/.exec(String(setCookie))?.[1];

  it('stores a page view with its page type and gives the browser its visitor cookie', async () => {
    const app = await createTestApp();
    const path = `/stores?visit=${Math.random().toString(36).slice(2)}`;
    const res = await app.inject({
      method: 'POST',
      url: '/api/analytics/events',
      payload: { name: 'page_view', pageType: 'generic', path },
    });
    expect(res.statusCode).toBe(204);
    const visitorId = visitorCookie(res.headers['set-cookie']);
    expect(visitorId).toBeTruthy();
    const rows = await eventsOf(visitorId!);
    expect(rows).toEqual([expect.objectContaining({ type: 'page_view', app: 'wa', payload: { pageType: 'generic', path } })]);
  });

  it('reads beacons sent as text/plain and keeps the existing visitor', async () => {
    const app = await createTestApp({ app: 'hc' });
    const visitorId = `visitor-${Math.random().toString(36).slice(2, 14)}`;
    const res = await app.inject({
      method: 'POST',
      url: '/api/analytics/events',
      headers: { 'content-type': 'text/plain;charset=UTF-8', cookie: `wau=${visitorId}` },
      payload: JSON.stringify({
        name: 'Variant Test Error',
        category: 'Variant Test',
        action: 'timeout',
        data: { testId: 'checkout-button' },
      }),
    });
    expect(res.statusCode).toBe(204);
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(await eventsOf(visitorId)).toEqual([
      expect.objectContaining({
        type: 'Variant Test Error',
        app: 'hc',
        payload: { category: 'Variant Test', action: 'timeout', data: { testId: 'checkout-button' } },
      }),
    ]);
  });

  it('accepts every named event', async () => {
    const app = await createTestApp();
    for (const name of [
      'begin_checkout',
      'add_shipping_info',
      'add_payment_info',
      'submission-error',
      'purchase',
      'pinboard_tag',
      'affiliate_conversion',
      'cart_view',
      'compare_click',
    ]) {
      const res = await app.inject({ method: 'POST', url: '/api/analytics/events', payload: { name, pageType: 'checkout' } });
      expect(res.statusCode, name).toBe(204);
    }
  });

  it('answers 400 for unknown or malformed events', async () => {
    const app = await createTestApp();
    for (const payload of [
      {},
      { name: 'refund' },
      { name: 'begin_checkout', items: [{ item_id: 'A' }] },
      { name: 'page_view', path: 'x'.repeat(2001) },
      { name: 'page_view', data: { nested: { a: 1 } } },
    ]) {
      const res = await app.inject({ method: 'POST', url: '/api/analytics/events', payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
    const text = await app.inject({
      method: 'POST',
      url: '/api/analytics/events',
      headers: { 'content-type': 'text/plain' },
      payload: 'page_view',
    });
    expect(text.statusCode).toBe(400);
    expect(text.json<{ errors: string[] }>().errors).toEqual(['The request body is not valid JSON.']);
  });

  it('keeps the products of a checkout event', async () => {
    const app = await createTestApp();
    const visitorId = `visitor-${Math.random().toString(36).slice(2, 14)}`;
    const items = [
      { item_id: 'WM-100', item_name: 'Front loader', price: 1100, item_brand: 'Miele', item_category: 'Laundry', quantity: 1 },
    ];
    const res = await app.inject({
      method: 'POST',
      url: '/api/analytics/events',
      headers: { cookie: `wau=${visitorId}` },
      payload: { name: 'begin_checkout', category: 'ecommerce', data: { currency: 'AUD', value: 1100 }, items },
    });
    expect(res.statusCode).toBe(204);
    expect(await eventsOf(visitorId)).toEqual([
      expect.objectContaining({
        type: 'begin_checkout',
        payload: { category: 'ecommerce', data: { currency: 'AUD', value: 1100 }, items },
      }),
    ]);
  });

  it('sends events to the configured sinks only', async () => {
    const app = await createTestApp({ env: { ANALYTICS_SINKS: 'sandbox' } });
    const visitorId = `visitor-${Math.random().toString(36).slice(2, 14)}`;
    const res = await app.inject({
      method: 'POST',
      url: '/api/analytics/events',
      headers: { cookie: `wau=${visitorId}` },
      payload: { name: 'cart_view' },
    });
    expect(res.statusCode).toBe(204);
    expect(await eventsOf(visitorId)).toEqual([]);
  });
});

async function eventsOf(visitorId: string) {
  const { db } = await workerDatabase();
  return db
    .select({ type: analyticsEvents.type, app: analyticsEvents.app, payload: analyticsEvents.payload })
    .from(analyticsEvents)
    .where(eq(analyticsEvents.visitorId, visitorId));
}
