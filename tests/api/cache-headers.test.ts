import { describe, expect, it } from 'vitest';
import { createTestApp } from '../support/test-app';

/** Each call's Cache-Control comes from the `cache` declaration on its route spec. */
describe('cache headers', () => {
  it('lets shared caches keep the navigation for five minutes', async () => {
    const response = await (await createTestApp()).inject('/api/navbar');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=300');
  });

  it('keeps answers about one visitor out of every cache, errors included', async () => {
    const app = await createTestApp();
    for (const url of ['/api/geo', '/api/store/select-view', '/api/compare/']) {
      const response = await app.inject(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe('private, no-store');
    }
    const refused = await app.inject('/api/compare/details?SkuList=~');
    expect(refused.statusCode).toBe(400);
    expect(refused.headers['cache-control']).toBe('private, no-store');
  });

  it('stores no copy of a write', async () => {
    const response = await (
      await createTestApp()
    ).inject({
      method: 'POST',
      url: '/api/analytics/events',
      payload: { name: 'page_view', pageType: 'home' },
    });
    expect(response.statusCode).toBe(204);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('answers no-cache for a call that declares nothing', async () => {
    const response = await (await createTestApp()).inject('/api/settings');
    expect(response.headers['cache-control']).toBe('no-cache');
  });
});
