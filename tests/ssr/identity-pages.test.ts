import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REFRESH_COOKIE } from '../../src/contracts/identity';
import { DEMO_ACCOUNTS } from '../../src/domain/demo-accounts';
import { SHARED_PAGE_CACHE_CONTROL, SIGNED_IN_PAGE_CACHE_CONTROL } from '../../src/server/page-cache-policy';
import { pageServer } from '../support/page-server';

/** Server rendering knows who is signed in from the refresh cookie, and nobody else gets that page. */
describe('pages of a signed-in shopper', () => {
  let server: FastifyInstance;
  let refresh: string;
  const customer = DEMO_ACCOUNTS.find((account) => account.key === 'customer')!;

  beforeAll(async () => {
    server = await pageServer('wa');
    const signIn = await server.inject({
      method: 'POST',
      url: '/api/account/login-redir',
      headers: { accept: 'application/json' },
      remoteAddress: '10.77.0.1',
      payload: { email: customer.email, password: customer.password, origin: 'http://localhost', nonce: 'nonce-0123456789' },
    });
    refresh = signIn.cookies.find((cookie) => cookie.name === REFRESH_COOKIE)!.value;
  });
  afterAll(() => server.close());

  it('renders the first paint with the account’s name, privately, without rotating the cookie', async () => {
    const page = await server.inject({ url: '/', cookies: { [REFRESH_COOKIE]: refresh } });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe(SIGNED_IN_PAGE_CACHE_CONTROL);
    expect(page.body).toContain(customer.lastName);
    expect(page.cookies.find((cookie) => cookie.name === REFRESH_COOKIE)).toBeUndefined();
    // The page did not spend the token: the silent renew still works with it.
    const renew = await server.inject({
      method: 'POST',
      url: '/api/account/relogin',
      cookies: { [REFRESH_COOKIE]: refresh },
      payload: { origin: 'http://localhost', nonce: 'nonce-0123456789' },
    });
    expect(renew.statusCode).toBe(200);
    refresh = renew.cookies.find((cookie) => cookie.name === REFRESH_COOKIE)!.value;
  });

  it('an anonymous visitor after them gets the shared page without their name', async () => {
    await server.inject({ url: '/', cookies: { [REFRESH_COOKIE]: refresh } });
    const anonymous = await server.inject({ url: '/' });
    expect(anonymous.headers['cache-control']).toBe(SHARED_PAGE_CACHE_CONTROL);
    expect(anonymous.body).not.toContain(customer.lastName);
  });

  it('a rotated, revoked or made-up cookie renders an anonymous page', async () => {
    const page = await server.inject({ url: '/', cookies: { [REFRESH_COOKIE]: 'not-a-session-token' } });
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toContain(customer.lastName);
  });
});
