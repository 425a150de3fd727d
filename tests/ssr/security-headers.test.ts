import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Store } from '../../src/contracts/places';
import { helmetHeaders } from '../../src/server/security-headers';
import { createPageServer } from '../support/page-server';

/** The headers and cookies SECURITY.md promises: on pages and other documents, on refusals made before Fastify's hooks, and on /api. */
const HELMET = {
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'SAMEORIGIN',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'cross-origin-opener-policy': 'same-origin',
};

/** OWASP's REST Security Cheat Sheet's headers for API answers, as ADR 0045 keeps them. */
const API_HEADERS = {
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'cross-origin-resource-policy': 'same-origin',
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
};

let app: FastifyInstance;
beforeAll(async () => {
  app = await createPageServer({ env: { RATE_LIMIT_PER_MINUTE: '0' } });
});

function scriptNonces(html: string): string[] {
  return [...html.matchAll(/<script[^>]*\snonce="([^"]+)"/g)].map((match) => match[1]!);
}

function expectNonceCsp(response: LightMyRequestResponse) {
  const csp = String(response.headers['content-security-policy']);
  const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
  expect(csp).toContain("default-src 'self'");
  expect(csp).toContain("object-src 'none'");
  expect(csp).toContain("frame-ancestors 'self'");
  expect(scriptNonces(response.body).length).toBeGreaterThan(0);
  for (const used of scriptNonces(response.body)) expect(used).toBe(nonce);
  return nonce;
}

describe('security headers', () => {
  it('pages carry helmet’s headers and a CSP whose nonce is the one on every inline script', async () => {
    const response = await app.inject('/stores');
    expect(response.headers).toMatchObject(HELMET);
    expect(response.headers['strict-transport-security']).toMatch(/max-age=\d+/);
    expect(response.headers['x-powered-by']).toBeUndefined();
    expectNonceCsp(response);
  });

  it('a refusal made before the hooks run (a bad percent-escape) carries the same headers and a fresh nonce each time', async () => {
    const first = await app.inject('/c/%E0%A4%A');
    const second = await app.inject('/c/%E0%A4%A');
    expect(first.headers).toMatchObject(HELMET);
    expect(expectNonceCsp(first)).not.toBe(expectNonceCsp(second));
  });

  it('every document written through the server carries all of helmet’s headers', async () => {
    const answers = {
      page: await app.inject('/'),
      'page data': await app.inject('/c/kitchen.data'),
      'missing page': await app.inject('/c/no-such-category'),
      redirect: await app.inject('/search?q=miele'),
      'static file': await app.inject('/favicon.svg'),
      'HEAD of a page': await app.inject({ method: 'HEAD', url: '/stores' }),
      'the API’s documentation viewer': await app.inject('/api/docs/'),
    };
    expect(Object.fromEntries(Object.entries(answers).map(([kind, response]) => [kind, response.statusCode]))).toEqual({
      page: 200,
      'page data': 200,
      'missing page': 404,
      redirect: 301,
      'static file': 200,
      'HEAD of a page': 200,
      'the API’s documentation viewer': 200,
    });
    const helmet = Object.fromEntries(helmetHeaders());
    expect(Object.keys(helmet)).toHaveLength(11);
    for (const [kind, response] of Object.entries(answers)) expect(response.headers, kind).toMatchObject(helmet);
  });

  it('every API answer carries the headers that protect data, and none of those that only steer a document', async () => {
    const settings = await app.inject('/api/settings');
    const answers = {
      'API answer': settings,
      'API answer, compressed': await app.inject({ url: '/api/settings', headers: { 'accept-encoding': 'br' } }),
      'API answer not modified': await app.inject({ url: '/api/settings', headers: { 'if-none-match': String(settings.headers.etag) } }),
      'API refusal': await app.inject({ method: 'POST', url: '/api/settings' }),
      'missing API call': await app.inject('/api/no-such-call'),
      'the API document': await app.inject('/api/openapi.json'),
    };
    expect(Object.fromEntries(Object.entries(answers).map(([kind, response]) => [kind, response.statusCode]))).toEqual({
      'API answer': 200,
      'API answer, compressed': 200,
      'API answer not modified': 304,
      'API refusal': 405,
      'missing API call': 404,
      'the API document': 200,
    });
    const documentOnly = helmetHeaders()
      .map(([name]) => name)
      .filter((name) => !(name in API_HEADERS));
    expect(documentOnly).toEqual([
      'cross-origin-opener-policy',
      'origin-agent-cluster',
      'referrer-policy',
      'x-dns-prefetch-control',
      'x-download-options',
      'x-permitted-cross-domain-policies',
      'x-xss-protection',
    ]);
    for (const [kind, response] of Object.entries(answers)) {
      expect(response.headers, kind).toMatchObject(API_HEADERS);
      for (const name of documentOnly) expect(response.headers[name], `${kind}: ${name}`).toBeUndefined();
    }
  });

  it('API answers are not sniffed and not cached', async () => {
    const response = await app.inject('/api/locality/bondi');
    expect(response.headers).toMatchObject({ 'x-content-type-options': 'nosniff', 'cache-control': 'no-cache', vary: 'Origin' });
  });
});

describe('cookies', () => {
  it('the store cookie from the page form is Lax, site-wide, readable by the page script and not Secure over plain HTTP', async () => {
    const store = (await app.inject('/api/store')).json<Store[]>()[0]!;
    const response = await app.inject({
      method: 'POST',
      url: `/stores/${store.storeUri}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://localhost' },
      payload: `storeId=${store.id}`,
    });
    const cookie = String(response.headers['set-cookie']);
    expect(cookie).toMatch(/^store=\d+; Max-Age=31536000; Path=\/; SameSite=Lax$/);
  });
});
