import { describe, expect, it } from 'vitest';
import type { ErrorBody } from '../../src/contracts/errors';
import { createTestApp } from '../support/test-app';

describe('API error answers', () => {
  it('answers unknown API paths with 404 in the error shape', async () => {
    const response = await (await createTestApp()).inject('/api/no/such/call');
    expect(response.statusCode).toBe(404);
    expect(response.json<ErrorBody>()).toEqual({
      status: 404,
      message: 'The requested resource could not be found.',
      errors: ['No API call answers GET /api/no/such/call.'],
    });
  });

  it.each([
    ['malformed JSON', { 'content-type': 'application/json' }, '{"storeId":', 400, 'The request body is not valid JSON.'],
    [
      'a form body',
      { 'content-type': 'application/x-www-form-urlencoded' },
      'storeId=1',
      415,
      'Send the request body as application/json.',
    ],
    ['an empty JSON body', { 'content-type': 'application/json' }, '', 400, 'The request body is not valid JSON.'],
    ['a JSON array', { 'content-type': 'application/json' }, '[1,2]', 400, 'The request body must be a JSON object.'],
  ])('answers %s with a clear 4xx, never a 500', async (_label, headers, payload, status, message) => {
    const response = await (await createTestApp()).inject({ method: 'POST', url: '/api/store/setstore', headers, payload });
    expect(response.statusCode).toBe(status);
    expect(response.json<ErrorBody>().errors.join(' ')).toContain(message);
  });

  it('answers a body over the limit with 413', async () => {
    const payload = JSON.stringify({ storeId: 1, padding: 'x'.repeat(1_100_000) });
    const response = await (
      await createTestApp()
    ).inject({ method: 'POST', url: '/api/geo/setlocation', headers: { 'content-type': 'application/json' }, payload });
    expect(response.statusCode).toBe(413);
  });

  it('never answers 500 to odd input on any call', async () => {
    const app = await createTestApp();
    const odd = ['99999999999', '-1', '%00', '%E0%A4%A', "'; drop table stores; --", 'a'.repeat(3000), '..%2f..', '%F0%9F%A5%A6', '\u0000'];
    const paths = (v: string) => [
      `/api/locality/${v}`,
      `/api/locality/${v}/${v}/${v}`,
      `/api/Static/${v}`,
      `/api/store/${v}`,
      `/api/redirect?fromUrl=${v}`,
      `/api/redirect/getdestination?fromUri=${v}`,
      `/api/promotion/sale/?dateOverride=${v}`,
      `/api/store?filters=${v}&filters=${v}`,
    ];
    for (const value of odd) {
      for (const url of paths(value)) {
        const response = await app.inject(url);
        expect(response.statusCode, url).toBeLessThan(500);
      }
    }
  });
});

describe('rate limiting', () => {
  it('answers 429 in the error shape once a client passes its limit', async () => {
    const app = await createTestApp({ env: { RATE_LIMIT_PER_MINUTE: '3' } });
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1) statuses.push((await app.inject('/api/settings')).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429]);
    const limited = await app.inject('/api/settings');
    expect(limited.json<ErrorBody>()).toMatchObject({ status: 429, message: 'Too many requests. Please wait a moment and try again.' });
    expect(limited.headers['retry-after']).toBeDefined();
  });
});
