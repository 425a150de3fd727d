import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { ServerBuild } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRIVATE_PAGE_CACHE_CONTROL, SHARED_PAGE_CACHE_CONTROL } from '../../src/server/page-cache-policy';
import { createPageServer, serverBuild } from '../support/page-server';

/** The whole-page cache (ADR 0037), switched on, with every render of the production build counted. */
describe('the whole-page cache', () => {
  let server: FastifyInstance;
  const renders: string[] = [];

  beforeAll(async () => {
    const build = await serverBuild();
    const render = build.entry.module.default;
    const counted: ServerBuild = {
      ...build,
      entry: {
        module: {
          ...build.entry.module,
          default: (request, ...rest) => {
            renders.push(new URL(request.url).pathname);
            return render(request, ...rest);
          },
        },
      },
    };
    server = await createPageServer({ build: counted, env: { RATE_LIMIT_PER_MINUTE: '0', PAGE_CACHE_SECONDS: '30' } });
  });
  afterAll(() => server.close());

  const rendersOf = (pathname: string) => renders.filter((rendered) => rendered === pathname).length;
  const cspNonce = (response: LightMyRequestResponse) => /'nonce-([^']+)'/.exec(String(response.headers['content-security-policy']))?.[1];
  const htmlNonces = (response: LightMyRequestResponse) => new Set([...response.body.matchAll(/\snonce="([^"]+)"/g)].map((m) => m[1]));

  it('renders an anonymous page once and answers the next visitors from it, each with its own nonce', async () => {
    const first = await server.inject('/stores');
    const second = await server.inject({ url: '/stores', headers: { cookie: '_ga=GA1.1.1' } });
    expect(rendersOf('/stores')).toBe(1);
    for (const response of [first, second]) {
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe(SHARED_PAGE_CACHE_CONTROL);
      expect([...htmlNonces(response)]).toEqual([cspNonce(response)]);
    }
    expect(cspNonce(second)).not.toBe(cspNonce(first));
    expect(second.body.split(cspNonce(second)!).join('')).toBe(first.body.split(cspNonce(first)!).join(''));
    expect(second.headers['content-length']).toBe(String(Buffer.byteLength(second.body)));
  });

  it('renders afresh for a visitor whose cookies change the page, and keeps nothing of theirs', async () => {
    const anonymous = await server.inject('/c/kitchen');
    expect(anonymous.headers['cache-control']).toBe(SHARED_PAGE_CACHE_CONTROL);
    // The anonymous copy is kept; a visitor with a store of their own is never given it.
    for (const cookie of ['store=1', 'wau=0123456789abcdef0123']) {
      const visitor = await server.inject({ url: '/c/kitchen', headers: { cookie } });
      expect(visitor.headers['cache-control'], cookie).toBe(PRIVATE_PAGE_CACHE_CONTROL);
    }
    expect(rendersOf('/c/kitchen')).toBe(3);
    // Nor was a visitor's page kept for the next anonymous visitor: the anonymous copy answers.
    await server.inject('/c/kitchen');
    expect(rendersOf('/c/kitchen')).toBe(3);
  });

  it('keeps pages apart by query and by the edge’s country', async () => {
    await server.inject('/brands/miele');
    await server.inject('/brands/miele?sort=price-asc');
    await server.inject({ url: '/brands/miele', headers: { 'cf-ipcountry': 'NZ' } });
    await server.inject('/brands/miele');
    expect(rendersOf('/brands/miele')).toBe(3);
  });

  it('never keeps a private page, a missing page or a page for someone signed in', async () => {
    for (const url of ['/compare', '/no-such-page-anywhere']) {
      await server.inject(url);
      await server.inject(url);
      expect(rendersOf(url), url).toBe(2);
    }
    await server.inject({ url: '/', headers: { authorization: 'Bearer not-a-token' } });
    await server.inject({ url: '/', headers: { authorization: 'Bearer not-a-token' } });
    expect(rendersOf('/')).toBe(2);
  });
});
