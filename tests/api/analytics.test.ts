import { describe, expect, it } from 'vitest';
import type { SuggestResponse } from '../../src/contracts/search';
import { createTestApp } from '../support/test-app';

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
