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
  await app.ready();
  return { app, calls: () => calls };
}

describe('in-process API reads of a signed-in page', () => {
  it('neither read nor fill the shared answers, and carry the page’s caller', async () => {
    const { app, calls } = await appCountingCalls();
    const shared = createSharedResponseCache();
    const anonymous = inProcessTransport(app, { https: false, internalToken: 't' }, shared);
    const signedIn = inProcessTransport(
      app,
      { https: false, internalToken: 't', signedIn: { kind: 'customer', accountId: 'a-1' } },
      shared,
    );

    await anonymous({ method: 'GET', path: '/api/navbar' });
    const mine = await signedIn({ method: 'GET', path: '/api/navbar' });
    expect(JSON.parse(mine.text)).toEqual({ caller: 'customer a-1', calls: 2 });
    await signedIn({ method: 'GET', path: '/api/navbar' });
    // The anonymous copy is still the visitor's, never the signed-in one.
    const again = await anonymous({ method: 'GET', path: '/api/navbar' });
    expect(JSON.parse(again.text)).toEqual({ caller: 'visitor', calls: 1 });
    expect(calls()).toBe(3);
    await app.close();
  });
});
