import type { IncomingMessage, ServerResponse } from 'node:http';
import { connect } from 'node:net';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { errorBodySchema } from '../../src/contracts/errors';
import type { Store } from '../../src/contracts/places';
import { createPageServer } from '../support/page-server';
import { listenLocally, rawRequest } from '../support/raw-http';

/**
 * The edges of HTTP that hostile requests probe (issue: host confusion, rate-limit bypass, NUL
 * bytes, framework error shapes, cookies and proxies). Each finding is reproduced as a request.
 */
const SITE = 'http://localhost';
const EVIL = 'http://evil.example';
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

let store: Store;

function expectErrorPage(response: LightMyRequestResponse, status: number) {
  expect(response.statusCode).toBe(status);
  expect(response.headers['content-type']).toMatch(/^text\/html/);
  expect(response.headers['content-security-policy']).toContain('nonce-');
  expect(response.body).toMatch(/<html lang="en-AU" data-app="wa"[ >]/);
  expect(response.body).toContain(`>${status}<`);
}

function expectApiError(response: LightMyRequestResponse, status: number, message: RegExp) {
  expect(response.statusCode).toBe(status);
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  const body = errorBodySchema.parse(response.json());
  expect(body.status).toBe(status);
  expect(body.message).toMatch(message);
}

const setsStore = (response: LightMyRequestResponse) => String(response.headers['set-cookie'] ?? '').includes('store=');

beforeAll(async () => {
  const app = await createPageServer({ env: { RATE_LIMIT_PER_MINUTE: '0' } });
  store = (await app.inject('/api/store')).json<Store[]>()[0]!;
});

describe('one reading of the request URL: a path starting with // is never another host', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createPageServer({ env: { RATE_LIMIT_PER_MINUTE: '0' } });
  });

  it('sends a blank search back to a Referer on our own host, never to a //host path', async () => {
    const response = await app.inject({ url: '/search-submit?q=', headers: { referer: `${SITE}//evil.example/` } });
    expect(response.statusCode).toBe(302);
    expect(new URL(String(response.headers.location), SITE).host).toBe('localhost');
  });

  it('reads a form post to //evil.example/stores/… as our path /evil.example/stores/…, which takes no form', async () => {
    // Over a socket: an injected //host/… target would be read as a URL with that host before the server saw it.
    const response = await rawRequest(app, {
      method: 'POST',
      path: `//evil.example/stores/${store.storeUri}`,
      headers: { ...FORM, origin: EVIL },
      body: `storeId=${store.id}`,
    });
    expect(String(response.headers['set-cookie'] ?? '')).not.toContain('store=');
    expect(response.status).toBe(405);
    expect(response.body).toContain('>405<');
  });

  it('refuses a cross-site form post to a store page with our 403 page', async () => {
    const response = await app.inject({
      method: 'POST',
      url: `/stores/${store.storeUri}`,
      headers: { ...FORM, origin: EVIL },
      payload: `storeId=${store.id}`,
    });
    expect(setsStore(response)).toBe(false);
    expectErrorPage(response, 403);
  });

  it('accepts the same form from our own page', async () => {
    const response = await app.inject({
      method: 'POST',
      url: `/stores/${store.storeUri}`,
      headers: { ...FORM, origin: SITE },
      payload: `storeId=${store.id}`,
    });
    expect(response.statusCode).toBe(302);
    expect(setsStore(response)).toBe(true);
  });
});

describe('the rate limit counts every page, however its path is spelled', () => {
  it.each(['/media/nothing', '/assets/../c/cooking/ovens', '/assets/%2e%2e/stores'])('counts %s', async (path) => {
    const app = await createPageServer({ env: { RATE_LIMIT_PER_MINUTE: '2' } });
    const statuses = [];
    // Over a socket: an injected request would have its dot segments resolved before the server saw it.
    for (let i = 0; i < 3; i += 1) statuses.push((await rawRequest(app, { path })).status);
    expect(statuses[2]).toBe(429);
    await app.close();
  });

  it('does not count real static files', async () => {
    const app = await createPageServer({ env: { RATE_LIMIT_PER_MINUTE: '2' } });
    const statuses = [];
    for (let i = 0; i < 4; i += 1) statuses.push((await app.inject('/favicon.svg')).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200]);
  });

  it('answers a client that resets its connection right after its request, rather than failing on its missing address', async () => {
    const app = await createPageServer({ env: { RATE_LIMIT_PER_MINUTE: '100' } });
    const { port } = new URL(await listenLocally(app));
    const statuses: number[] = [];
    app.server.prependListener('request', (_request: IncomingMessage, response: ServerResponse) =>
      response.on('close', () => statuses.push(response.statusCode)),
    );
    for (let i = 0; i < 5; i += 1) {
      const socket = connect(Number(port), '127.0.0.1');
      socket.on('error', () => {});
      await new Promise<void>((resolve) =>
        socket.on('connect', () => {
          // The reset reaches the kernel before the server reads the request (one process, one loop).
          socket.write('GET /api/settings HTTP/1.1\r\nHost: localhost\r\n\r\n');
          socket.resetAndDestroy();
          resolve();
        }),
      );
      await new Promise<void>((resolve) => socket.on('close', () => resolve()));
    }
    await expect.poll(() => statuses.length).toBe(5);
    expect(statuses).toEqual([200, 200, 200, 200, 200]);
    await app.close();
  });

  it('answers a rate-limited page with our error page', async () => {
    const app = await createPageServer({ env: { RATE_LIMIT_PER_MINUTE: '1' } });
    await app.inject('/stores');
    const limited = await app.inject('/stores');
    expectErrorPage(limited, 429);
    expect(limited.headers['retry-after']).toBeDefined();
  });
});

describe('control characters are refused as bad input', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createPageServer({ env: { RATE_LIMIT_PER_MINUTE: '0' } });
  });

  it.each([
    ['a listing query', { url: '/api/v2/listing?category=cooking%00' }],
    ['a locality term', { url: '/api/locality/syd%00ney' }],
    ['a compare list', { url: '/api/compare/products?SkuList=A%00B' }],
    ['a search visit', { url: '/api/analytics/search?searchTerm=oven%00' }],
    [
      'a customer club body',
      {
        method: 'POST' as const,
        url: '/api/forms/customer-club',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ formType: 'Newsletter', name: 'Ann\u0000', email: 'ann@example.com', postcode: '2000' }),
      },
    ],
  ])('answers NUL in %s with 400 and the generic text', async (_label, request) => {
    const response = await app.inject(request);
    expectApiError(response, 400, /^Invalid request\. Please check your input\.$/);
    expect(response.json<{ errors: string[] }>().errors.join(' ')).toMatch(/control character/);
  });

  it('answers NUL in a page form post with our 400 page and sets nothing', async () => {
    const response = await app.inject({
      method: 'POST',
      url: `/stores/${store.storeUri}`,
      headers: { ...FORM, origin: SITE },
      payload: `storeId=${store.id}%00`,
    });
    expect(setsStore(response)).toBe(false);
    expectErrorPage(response, 400);
  });
});

describe('framework errors answer in our shapes', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createPageServer({ env: { RATE_LIMIT_PER_MINUTE: '0' } });
  });

  it('answers a bad percent-escape in a page address with our 400 page', async () => {
    expectErrorPage(await app.inject('/c/%E0%A4%A'), 400);
  });

  it('answers a bad percent-escape in an API address with the API error document', async () => {
    expectApiError(await app.inject('/api/store/%E0%A4%A'), 400, /^Invalid request/);
  });

  it('answers an unsupported method on a known API path with 405 and Allow', async () => {
    const response = await app.inject({ method: 'DELETE', url: '/api/settings' });
    expectApiError(response, 405, /not allowed/);
    expect(response.headers.allow).toBe('GET, HEAD');
  });

  it('answers an unsupported method on a page with 405 and Allow, naming POST only where a form posts', async () => {
    const stores = await app.inject({ method: 'PUT', url: '/stores' });
    expectErrorPage(stores, 405);
    expect(stores.headers.allow).toBe('GET, HEAD');
    const one = await app.inject({ method: 'DELETE', url: `/stores/${store.storeUri}` });
    expect(one.statusCode).toBe(405);
    expect(one.headers.allow).toBe('GET, HEAD, POST');
    const post = await app.inject({ method: 'POST', url: '/stores', headers: { ...FORM, origin: SITE }, payload: 'a=1' });
    expectErrorPage(post, 405);
    expect(post.headers.allow).toBe('GET, HEAD');
  });

  it('answers 413 and 415 with their own texts', async () => {
    const big = await app.inject({
      method: 'POST',
      url: '/api/geo/setlocation',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ padding: 'x'.repeat(1_100_000) }),
    });
    expectApiError(big, 413, /too large/);
    const form = await app.inject({ method: 'POST', url: '/api/store/setstore', headers: FORM, payload: 'storeId=1' });
    expectApiError(form, 415, /format/);
  });

  it('answers an oversized page address (431) with our page and an API one with the error document', async () => {
    const long = 'x'.repeat(20_000);
    const get = (path: string) => rawRequest(app, { path });
    const page = await get(`/search/${long}`);
    expect(page.status).toBe(431);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('>431<');
    const api = await get(`/api/locality/${long}`);
    expect(api.status).toBe(431);
    expect(errorBodySchema.parse(JSON.parse(api.body)).status).toBe(431);
    await app.close();
  });
});

describe('cookies, proxies and other origins', () => {
  it('marks the store cookie Secure when a trusted proxy says the page was asked for over HTTPS', async () => {
    const app = await createPageServer({ env: { RATE_LIMIT_PER_MINUTE: '0', TRUST_PROXY: '127.0.0.1' } });
    const response = await app.inject({
      method: 'POST',
      url: `/stores/${store.storeUri}`,
      headers: { ...FORM, host: 'shop.example', origin: 'https://shop.example', 'x-forwarded-proto': 'https' },
      payload: `storeId=${store.id}`,
    });
    expect(response.statusCode).toBe(302);
    expect(String(response.headers['set-cookie'])).toMatch(/store=\d+;.*Secure/);
  });

  it('by default a forged X-Forwarded-For does not choose a new rate-limit bucket', async () => {
    const app = await createPageServer({ env: { RATE_LIMIT_PER_MINUTE: '2' } });
    const statuses = [];
    for (let i = 0; i < 3; i += 1) {
      statuses.push((await app.inject({ url: '/api/settings', headers: { 'x-forwarded-for': `203.0.113.${i}` } })).statusCode);
    }
    expect(statuses).toEqual([200, 200, 429]);
  });

  it('refuses a CORS preflight to /api from another origin clearly', async () => {
    const app = await createPageServer({ env: { RATE_LIMIT_PER_MINUTE: '0' } });
    const response = await app.inject({
      method: 'OPTIONS',
      url: '/api/compare/product/',
      headers: { origin: EVIL, 'access-control-request-method': 'POST' },
    });
    expectApiError(response, 403, /permission/);
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('allows a preflight from a configured origin', async () => {
    const app = await createPageServer({ env: { RATE_LIMIT_PER_MINUTE: '0', CORS_ORIGINS: 'https://id.example' } });
    const response = await app.inject({
      method: 'OPTIONS',
      url: '/api/compare/product/',
      headers: { origin: 'https://id.example', 'access-control-request-method': 'POST' },
    });
    expect(response.statusCode).toBe(204);
    expect(response.headers['access-control-allow-origin']).toBe('https://id.example');
    expect(response.headers['access-control-allow-methods']).toContain('POST');
  });
});
