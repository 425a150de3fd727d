import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REFRESH_COOKIE } from '../../src/contracts/identity';
import { DEMO_ACCOUNTS } from '../../src/domain/demo-accounts';
import { pageServer } from '../support/page-server';

/** The account links of the header as the server renders them: `<nav aria-label="Account">…</nav>`. */
function accountNav(html: string): string {
  return /<nav aria-label="Account"[^>]*>([\s\S]*?)<\/nav>/.exec(html)?.[1] ?? '';
}

describe('the header’s account link on the first paint', () => {
  let server: FastifyInstance;
  let refresh: string;
  const customer = DEMO_ACCOUNTS.find((account) => account.key === 'customer')!;

  beforeAll(async () => {
    server = await pageServer('wa');
    const signIn = await server.inject({
      method: 'POST',
      url: '/api/account/login-redir',
      headers: { accept: 'application/json' },
      remoteAddress: '10.77.0.2',
      payload: { email: customer.email, password: customer.password, origin: 'http://localhost', nonce: 'nonce-header-0001' },
    });
    refresh = signIn.cookies.find((cookie) => cookie.name === REFRESH_COOKIE)!.value;
  });
  afterAll(() => server.close());

  it('greets the signed-in shopper by first name, linked to the account page, with a way out', async () => {
    const nav = accountNav((await server.inject({ url: '/stores', cookies: { [REFRESH_COOKIE]: refresh } })).body);
    expect(nav).toMatch(new RegExp(`<a [^>]*href="/account"[^>]*>Hi, ${customer.firstName}</a>`));
    expect(nav).toMatch(/<a [^>]*href="\/account\/logout"[^>]*>Log Out<\/a>/);
    expect(nav).not.toContain('>Log In<');
  });

  it('offers the login to a visitor', async () => {
    const nav = accountNav((await server.inject({ url: '/stores' })).body);
    expect(nav).toMatch(/<a [^>]*href="\/account\/login"[^>]*>Log In<\/a>/);
    expect(nav).not.toContain('Hi,');
  });
});
