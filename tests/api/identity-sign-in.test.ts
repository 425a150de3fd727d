import { describe, expect, it } from 'vitest';
import { REFRESH_COOKIE } from '../../src/contracts/identity';
import { IDENTITY_ERRORS } from '../../src/domain/identity-messages';
import { DEMO_ACCOUNTS } from '../../src/domain/demo-accounts';
import { createAccount, createIdentityApp, NONCE, ORIGIN, PASSWORD, signIn, uniqueEmail } from '../support/identity-app';

const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
const FORM = { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' };

describe('login-redir', () => {
  it('signs in by the hidden form post: a 303 to the callback page and an HttpOnly, SameSite=Lax refresh cookie', async () => {
    const app = await createIdentityApp();
    const account = await createAccount();
    const response = await app.inject({
      method: 'POST',
      url: '/api/account/login-redir',
      headers: FORM,
      payload: form({ email: account.email, password: PASSWORD, returnUrl: '/p/kettle?x=1', origin: ORIGIN, nonce: NONCE }),
    });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(`${ORIGIN}/blank/account/login-callback?returnUrl=%2Fp%2Fkettle%3Fx%3D1&nonce=${NONCE}`);
    const cookie = response.cookies.find((c) => c.name === REFRESH_COOKIE)!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie.value).toMatch(/^[\w-]{43}$/);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('marks the cookie Secure when the public address is https', async () => {
    const app = await createIdentityApp({ env: { PUBLIC_URL: 'https://shop.example.com' } });
    const account = await createAccount();
    const response = await app.inject({
      method: 'POST',
      url: '/api/account/login-redir',
      headers: { ...FORM, host: 'shop.example.com' },
      payload: form({ email: account.email, password: PASSWORD, origin: 'https://shop.example.com', nonce: NONCE }),
    });
    expect(response.statusCode).toBe(303);
    expect(response.cookies.find((c) => c.name === REFRESH_COOKIE)).toMatchObject({ secure: true, httpOnly: true });
  });

  it('signs in the demo customer of the flavour', async () => {
    const app = await createIdentityApp();
    const demo = DEMO_ACCOUNTS[0]!;
    const { response, refresh } = await signIn(app, demo.email, demo.password, '10.9.0.1');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ redirectTo: `${ORIGIN}/blank/account/login-callback?returnUrl=%2Faccount&nonce=${NONCE}` });
    expect(refresh).toBeDefined();
  });

  it('sends a wrong password back to the login page with error=invalid', async () => {
    const app = await createIdentityApp();
    const account = await createAccount();
    const response = await app.inject({
      method: 'POST',
      url: '/api/account/login-redir',
      headers: FORM,
      remoteAddress: '10.1.0.1',
      payload: form({ email: account.email, password: 'Wrong-password-123', returnUrl: '/account', origin: ORIGIN, nonce: NONCE }),
    });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(`${ORIGIN}/account/login?error=invalid&returnUrl=%2Faccount`);
    expect(response.cookies.find((c) => c.name === REFRESH_COOKIE)).toBeUndefined();
  });

  it("answers a JSON request for bad credentials with 401 and document 3's 'Invalid login'", async () => {
    const app = await createIdentityApp();
    const account = await createAccount();
    const { response } = await signIn(app, account.email, 'Wrong-password-123', '10.1.0.2');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ status: 401, errors: [IDENTITY_ERRORS.invalidLogin] });
  });

  it('refuses an unconfirmed account until its e-mail is confirmed', async () => {
    const app = await createIdentityApp();
    const account = await createAccount({ confirmed: false });
    const response = await app.inject({
      method: 'POST',
      url: '/api/account/login-redir',
      headers: FORM,
      payload: form({ email: account.email, password: PASSWORD, origin: ORIGIN, nonce: NONCE }),
    });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toContain('/account/login?error=unconfirmed');
  });

  it.each([
    ['another site', 'https://evil.example.net'],
    ['a look-alike with user info', 'http://evil.example.net@localhost'],
    ['a scheme that is not http', 'javascript://localhost'],
  ])('never redirects to %s: 400', async (_case, origin) => {
    const app = await createIdentityApp();
    const account = await createAccount();
    const response = await app.inject({
      method: 'POST',
      url: '/api/account/login-redir',
      headers: FORM,
      payload: form({ email: account.email, password: PASSWORD, origin, nonce: NONCE }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.headers.location).toBeUndefined();
    expect(response.cookies.find((c) => c.name === REFRESH_COOKIE)).toBeUndefined();
  });

  it('returns to an origin listed in CORS_ORIGINS', async () => {
    const app = await createIdentityApp({ env: { CORS_ORIGINS: 'https://app.example.com' } });
    const account = await createAccount();
    const response = await app.inject({
      method: 'POST',
      url: '/api/account/login-redir',
      headers: { ...FORM, origin: 'https://app.example.com' },
      payload: form({ email: account.email, password: PASSWORD, origin: 'https://app.example.com', nonce: NONCE }),
    });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toMatch(/^https:\/\/app\.example\.com\/blank\/account\/login-callback\?/);
  });

  it.each([
    ['a returnUrl on another host', { returnUrl: '//evil.example.net/x' }, 'returnUrl must be a path on this site'],
    ['a full URL as returnUrl', { returnUrl: 'https://evil.example.net/' }, 'returnUrl must be a path on this site'],
    ['a short nonce', { nonce: 'abc' }, 'nonce must have 8 to 128 characters'],
    ['no password', { password: '' }, 'password is required'],
    ['no origin', { origin: '' }, 'origin is not allowed'],
  ])('refuses %s with a 400 that says so', async (_case, change, message) => {
    const app = await createIdentityApp();
    const response = await app.inject({
      method: 'POST',
      url: '/api/account/login-redir',
      headers: FORM,
      payload: form({ email: 'someone@example.com', password: PASSWORD, origin: ORIGIN, nonce: NONCE, ...change }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ errors: string[] }>().errors.join(' ')).toContain(message);
  });

  it('refuses a form post sent from another site (login CSRF)', async () => {
    const app = await createIdentityApp();
    const account = await createAccount();
    const response = await app.inject({
      method: 'POST',
      url: '/api/account/login-redir',
      headers: { ...FORM, origin: 'https://evil.example.net' },
      payload: form({ email: account.email, password: PASSWORD, origin: ORIGIN, nonce: NONCE }),
    });
    expect(response.statusCode).toBe(403);
  });

  it('answers an unknown e-mail exactly as a wrong password', async () => {
    const app = await createIdentityApp();
    const account = await createAccount();
    const wrong = await signIn(app, account.email, 'Wrong-password-123', '10.2.0.1');
    const unknown = await signIn(app, uniqueEmail('nobody'), 'Wrong-password-123', '10.2.0.2');
    expect(unknown.response.statusCode).toBe(wrong.response.statusCode);
    expect(unknown.response.body).toBe(wrong.response.body);
    expect(Object.keys(unknown.response.headers).sort()).toEqual(Object.keys(wrong.response.headers).sort());
  });
});

describe('one flavour per server', () => {
  const customer = DEMO_ACCOUNTS.find((demo) => demo.key === 'customer')!;

  it('refuses another flavour’s clientId with 400, though its demo customer has that e-mail and password', async () => {
    const app = await createIdentityApp({ app: 'wa' });
    const response = await app.inject({
      method: 'POST',
      url: '/api/account/login-redir',
      headers: { accept: 'application/json' },
      remoteAddress: '10.9.1.1',
      payload: { email: customer.email, password: customer.password, origin: ORIGIN, nonce: NONCE, clientId: 'aoc-web' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ errors: ['clientId is not known'] });
    expect(response.cookies.find((c) => c.name === REFRESH_COOKIE)).toBeUndefined();
    // The server's own client signs in, named or not.
    const own = await app.inject({
      method: 'POST',
      url: '/api/account/login-redir',
      headers: { accept: 'application/json' },
      remoteAddress: '10.9.1.2',
      payload: { email: customer.email, password: customer.password, origin: ORIGIN, nonce: NONCE, clientId: 'wa-web' },
    });
    expect(own.statusCode).toBe(200);
  });

  it('refuses another flavour’s clientId for social sign-in and registration too', async () => {
    const app = await createIdentityApp({ app: 'wa' });
    const social = await app.inject({
      method: 'GET',
      url: `/api/account/externallogin/sandbox?${new URLSearchParams({ nonce: NONCE, origin: ORIGIN, clientId: 'wac-web' })}`,
    });
    expect(social.statusCode).toBe(400);
    expect(social.json()).toMatchObject({ errors: ['clientId is not known'] });
    const register = await app.inject({
      method: 'POST',
      url: '/api/account/register',
      payload: {
        email: uniqueEmail('elsewhere'),
        password: 'Blue-Toaster-Morning-7',
        firstName: 'Robin',
        lastName: 'Lee',
        phone: '0412 345 678',
        clientId: 'aol-web',
        ABN: '',
      },
    });
    expect(register.statusCode).toBe(400);
    expect(register.json()).toMatchObject({ errors: ['clientId is not known'] });
  });
});
