import { describe, expect, it } from 'vitest';
import cookie from '@fastify/cookie';
import Fastify from 'fastify';
import pino from 'pino';
import type { DefinedRoute } from '../api/http/define-route';
import type { DispatchEnvironment } from '../api/http/dispatch';
import type { CallReply, CallRequest } from '../contracts/http/api-call';
import type { ApiRequest } from '../contracts/api-client';
import type { Caller } from '../domain/caller';
import { pageApiTransport, type PageCallFacts } from './page-api';
import { createSharedResponseCache } from './shared-response-cache';

/** A call of the API as dispatch sees it, with its handler given here. */
function route(
  path: string,
  cacheControl: string,
  handler: (request: CallRequest, reply: CallReply) => unknown,
  method: 'GET' | 'POST' = 'GET',
): [string, DefinedRoute] {
  return [
    `${method} ${path}`,
    {
      contract: { method, path, operationId: path, summary: path, access: 'public', response: null },
      admit: () => undefined,
      answer: async ({ request, reply }) => handler(request, reply),
      serialize: (_status, payload) => JSON.stringify(payload),
      cacheHeaders: () => ({ cacheControl, vary: [] }),
    },
  ];
}

// The cookie plugin's serializer, as the server has it once the plugin is registered.
const cookies = Fastify().register(cookie);
await cookies.ready();

function environment(...routes: [string, DefinedRoute][]): DispatchEnvironment {
  return {
    routes: new Map(routes),
    log: pino({ level: 'silent' }),
    serializeCookie: (name, value, options) => cookies.serializeCookie(name, value, options as never),
  };
}

const visitor: Caller = { kind: 'visitor', visitorId: null };
const page = (facts: Partial<PageCallFacts> = {}): PageCallFacts => ({
  caller: visitor,
  cookies: {},
  ip: '203.0.113.9',
  protocol: 'http',
  host: 'shop.example',
  ...facts,
});
const get = (path: string): ApiRequest => ({ method: 'GET', path, route: { template: path, params: {} } });
const post = (path: string): ApiRequest => ({ method: 'POST', path, body: {}, route: { template: path, params: {} } });
const VISITOR_ID = '0b9f4c1e-2f7a-4a59-9d3c-6f1f0c6f6a11';

describe('the pages’ API calls in process', () => {
  it('answers a shared call from the cache until it expires, for every visitor', async () => {
    let n = 0;
    const env = environment(route('/api/shared', 'public, max-age=30', () => ({ n: ++n })));
    let clock = 0;
    const cache = createSharedResponseCache(() => clock);
    const alice = pageApiTransport(env, page({ cookies: { v: 'alice' } }), cache);
    const bob = pageApiTransport(env, page({ cookies: { v: 'bob' } }), cache);
    expect((await alice(get('/api/shared'))).text).toBe('{"n":1}');
    expect((await bob(get('/api/shared'))).parsed).toEqual({ n: 1 });
    clock = 30_001;
    // A transport serves one page request (which reads each path once): a later page gets its own.
    const bobLater = pageApiTransport(env, page({ cookies: { v: 'bob' } }), cache);
    expect((await bobLater(get('/api/shared'))).text).toBe('{"n":2}');
  });

  it('asks again for every visitor-specific answer, and never shares a signed-in page’s', async () => {
    let n = 0;
    const env = environment(
      route('/api/mine', 'private, no-store', (request) => ({ v: request.cookies.v, n: ++n })),
      route('/api/shared', 'public, max-age=30', (request) => ({ who: request.caller.kind })),
    );
    const cache = createSharedResponseCache();
    expect((await pageApiTransport(env, page({ cookies: { v: 'alice' } }), cache)(get('/api/mine'))).text).toBe('{"v":"alice","n":1}');
    expect((await pageApiTransport(env, page({ cookies: { v: 'bob' } }), cache)(get('/api/mine'))).text).toBe('{"v":"bob","n":2}');
    const jane: Caller = { kind: 'customer', accountId: 'c-1', visitorId: null };
    expect((await pageApiTransport(env, page({ caller: jane }), cache)(get('/api/shared'))).text).toBe('{"who":"customer"}');
    expect((await pageApiTransport(env, page(), cache)(get('/api/shared'))).text).toBe('{"who":"visitor"}');
  });

  it('carries a cookie one call sets to the calls after it, and its caller’s visitor id with it', async () => {
    const env = environment(
      route(
        '/api/mint',
        'no-store',
        (_request, reply) => {
          reply.setCookie('wau', VISITOR_ID, { path: '/', secure: 'auto' } as never);
          return { minted: true };
        },
        'POST',
      ),
      route('/api/who', 'private, no-store', (request) => ({ cookie: request.cookies.wau ?? null, visitorId: request.caller.visitorId })),
    );
    const call = pageApiTransport(env, page({ protocol: 'https' }));
    expect((await call(get('/api/who'))).text).toBe('{"cookie":null,"visitorId":null}');
    const minted = await call(post('/api/mint'));
    // The page asked over HTTPS: the cookie the API sets for it is Secure, as it is for a browser's call.
    expect(minted.setCookies).toEqual([`wau=${VISITOR_ID}; Path=/; Secure; SameSite=Lax`]);
    expect((await call(get('/api/who'))).text).toBe(`{"cookie":"${VISITOR_ID}","visitorId":"${VISITOR_ID}"}`);
  });

  it('forgets a cookie a call clears', async () => {
    const env = environment(
      route(
        '/api/forget',
        'no-store',
        (_request, reply) => {
          reply.clearCookie('store');
          return {};
        },
        'POST',
      ),
      route('/api/store', 'private, no-store', (request) => ({ store: request.cookies.store ?? null })),
    );
    const call = pageApiTransport(env, page({ cookies: { store: '7' } }));
    expect((await call(get('/api/store'))).text).toBe('{"store":"7"}');
    await call(post('/api/forget'));
    expect((await call(get('/api/store'))).text).toBe('{"store":null}');
  });

  it('answers a call no route takes with the API’s 404', async () => {
    const answer = await pageApiTransport(environment(), page())(get('/api/nothing'));
    expect(answer.status).toBe(404);
    expect(JSON.parse(answer.text)).toMatchObject({ status: 404, errors: ['No API call answers GET /api/nothing.'] });
  });
});
