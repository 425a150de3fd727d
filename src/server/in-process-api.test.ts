import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { INTERNAL_CALLER_HEADER, inProcessTransport } from './in-process-api';
import { createSharedResponseCache } from './shared-response-cache';

async function appCountingCalls() {
  const app = Fastify();
  let calls = 0;
  app.get('/api/navbar', async (request, reply) => {
    calls += 1;
    reply.header('cache-control', 'public, max-age=30');
    return { caller: request.headers[INTERNAL_CALLER_HEADER] ?? 'visitor', calls };
  });
  // Per visitor (like /api/geo): never kept in the shared answers.
  app.get('/api/geo', async () => {
    calls += 1;
    return { calls };
  });
  app.post('/api/geo/setlocation', async () => {
    calls += 1;
    return { calls };
  });
  await app.ready();
  return { app, calls: () => calls };
}

describe('in-process API reads of a signed-in page', () => {
  it('neither read nor fill the shared answers, and carry the page’s caller', async () => {
    const { app, calls } = await appCountingCalls();
    const shared = createSharedResponseCache();
    const anonymous = inProcessTransport(app, { https: false, internalToken: 't' }, shared);
    const signedInPage = () =>
      inProcessTransport(app, { https: false, internalToken: 't', signedIn: { kind: 'customer', accountId: 'a-1' } }, shared);

    await anonymous({ method: 'GET', path: '/api/navbar' });
    const mine = await signedInPage()({ method: 'GET', path: '/api/navbar' });
    expect(JSON.parse(mine.text)).toEqual({ caller: 'customer a-1', calls: 2 });
    await signedInPage()({ method: 'GET', path: '/api/navbar' });
    // The anonymous copy is still the visitor's, never the signed-in one.
    const again = await anonymous({ method: 'GET', path: '/api/navbar' });
    expect(JSON.parse(again.text)).toEqual({ caller: 'visitor', calls: 1 });
    expect(calls()).toBe(3);
    await app.close();
  });
});

describe('in-process API reads of one page', () => {
  it('read a path once however many loaders ask, and afresh after a write', async () => {
    const { app, calls } = await appCountingCalls();
    const page = inProcessTransport(app, { https: false, internalToken: 't' }, createSharedResponseCache());

    const [first, second] = await Promise.all([page({ method: 'GET', path: '/api/geo' }), page({ method: 'GET', path: '/api/geo' })]);
    expect(JSON.parse(first.text)).toEqual({ calls: 1 });
    expect(JSON.parse(second.text)).toEqual({ calls: 1 });
    await page({ method: 'POST', path: '/api/geo/setlocation', body: {} });
    const after = await page({ method: 'GET', path: '/api/geo' });
    expect(JSON.parse(after.text)).toEqual({ calls: 3 });
    // Another page request reads for itself.
    const nextPage = inProcessTransport(app, { https: false, internalToken: 't' }, createSharedResponseCache());
    expect(JSON.parse((await nextPage({ method: 'GET', path: '/api/geo' })).text)).toEqual({ calls: 4 });
    expect(calls()).toBe(4);
    await app.close();
  });
});

describe('in-process API calls of one page that set a cookie', () => {
  it('send it with the calls after them, so a first visit mints one visitor id, not one per call', async () => {
    const app = Fastify();
    let minted = 0;
    // Like a cart or analytics write: the visitor's id from the cookie, or a new one set on the answer.
    app.post('/api/visit', async (request, reply) => {
      const existing = /(?:^|;\s*)wau=([^;]+)/.exec(request.headers.cookie ?? '')?.[1];
      if (existing) return { visitor: existing, cookie: request.headers.cookie };
      minted += 1;
      reply.header('set-cookie', `wau=visitor-${minted}; Path=/; Max-Age=31536000`);
      return { visitor: `visitor-${minted}`, cookie: request.headers.cookie ?? null };
    });
    await app.ready();
    const page = inProcessTransport(app, { https: true, internalToken: 't', cookie: 'store=alexandria' });

    const first = await page({ method: 'POST', path: '/api/visit', body: {} });
    const second = await page({ method: 'POST', path: '/api/visit', body: {} });
    expect(JSON.parse(first.text)).toEqual({ visitor: 'visitor-1', cookie: 'store=alexandria' });
    expect(JSON.parse(second.text)).toEqual({ visitor: 'visitor-1', cookie: 'store=alexandria; wau=visitor-1' });
    expect(first.setCookies).toEqual(['wau=visitor-1; Path=/; Max-Age=31536000; Secure']);
    expect(second.setCookies).toEqual([]);
    expect(minted).toBe(1);
    await app.close();
  });
});
