import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { inProcessTransport } from './in-process-api';
import { createSharedResponseCache, sharedLifetimeSeconds } from './shared-response-cache';

describe('sharedLifetimeSeconds', () => {
  it('keeps a public answer for its max-age', () => {
    expect(sharedLifetimeSeconds(200, { 'cache-control': 'public, max-age=30', vary: 'accept-encoding' })).toBe(30);
    expect(sharedLifetimeSeconds(204, { 'cache-control': 'max-age=60, public' })).toBe(60);
    // CORS varies every API answer on Origin; the pages' in-process reads never send one.
    expect(sharedLifetimeSeconds(200, { 'cache-control': 'public, max-age=30', vary: 'Origin, accept-encoding' })).toBe(30);
  });

  it('never keeps what depends on the visitor or may not be stored', () => {
    expect(sharedLifetimeSeconds(200, { 'cache-control': 'private, no-store' })).toBe(0);
    expect(sharedLifetimeSeconds(200, { 'cache-control': 'no-cache' })).toBe(0);
    expect(sharedLifetimeSeconds(200, {})).toBe(0);
    expect(sharedLifetimeSeconds(200, { 'cache-control': 'public, max-age=30', 'set-cookie': 'a=b' })).toBe(0);
    expect(sharedLifetimeSeconds(200, { 'cache-control': 'public, max-age=30', vary: 'Cookie' })).toBe(0);
    expect(sharedLifetimeSeconds(200, { 'cache-control': 'public, max-age=30', vary: 'Origin, Authorization, Cookie' })).toBe(0);
    expect(sharedLifetimeSeconds(404, { 'cache-control': 'public, max-age=30' })).toBe(0);
  });
});

describe('the pages’ in-process API reader', () => {
  async function apiWithCounters() {
    const app = Fastify();
    const calls = { shared: 0, visitor: 0 };
    app.get('/shared', async (_request, reply) => {
      calls.shared += 1;
      reply.header('cache-control', 'public, max-age=30');
      return { n: calls.shared };
    });
    app.get('/visitor', async (request, reply) => {
      calls.visitor += 1;
      reply.header('cache-control', 'private, no-store');
      return { cookie: request.headers.cookie ?? null };
    });
    await app.ready();
    return { app, calls };
  }

  it('answers a shared call from the cache until it expires, for every visitor', async () => {
    const { app, calls } = await apiWithCounters();
    let clock = 0;
    const cache = createSharedResponseCache(() => clock);
    const alice = inProcessTransport(app, { cookie: 'v=alice', https: false, internalToken: 't' }, cache);
    const bob = inProcessTransport(app, { cookie: 'v=bob', https: false, internalToken: 't' }, cache);
    expect((await alice({ method: 'GET', path: '/shared' })).text).toBe('{"n":1}');
    expect((await bob({ method: 'GET', path: '/shared' })).text).toBe('{"n":1}');
    expect(calls.shared).toBe(1);
    clock = 30_001;
    // A transport serves one page request (which reads each path once): a later page gets its own.
    const bobLater = inProcessTransport(app, { cookie: 'v=bob', https: false, internalToken: 't' }, cache);
    expect((await bobLater({ method: 'GET', path: '/shared' })).text).toBe('{"n":2}');
    await app.close();
  });

  it('asks again for every visitor-specific answer', async () => {
    const { app, calls } = await apiWithCounters();
    const cache = createSharedResponseCache();
    const alice = inProcessTransport(app, { cookie: 'v=alice', https: false, internalToken: 't' }, cache);
    const bob = inProcessTransport(app, { cookie: 'v=bob', https: false, internalToken: 't' }, cache);
    expect((await alice({ method: 'GET', path: '/visitor' })).text).toBe('{"cookie":"v=alice"}');
    expect((await bob({ method: 'GET', path: '/visitor' })).text).toBe('{"cookie":"v=bob"}');
    expect(calls.visitor).toBe(2);
    await app.close();
  });
});

describe('createSharedResponseCache', () => {
  it('hands every reader the one parsed, frozen body of a kept answer, so pages do not parse it again', () => {
    const cache = createSharedResponseCache(() => 0);
    cache.put('/api/navbar/', { status: 200, text: '{"mainNav":[{"uri":"/c/kitchen"}]}', setCookies: [] }, 30);
    const first = cache.get('/api/navbar/')!;
    const second = cache.get('/api/navbar/')!;
    expect(first.parsed).toEqual({ mainNav: [{ uri: '/c/kitchen' }] });
    expect(second.parsed).toBe(first.parsed);
    expect(Object.isFrozen((first.parsed as { mainNav: object[] }).mainNav[0])).toBe(true);
  });
});
