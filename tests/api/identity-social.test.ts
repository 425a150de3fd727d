import { describe, expect, it } from 'vitest';
import { REFRESH_COOKIE } from '../../src/contracts/identity';
import { OAUTH_STATE_COOKIE } from '../../src/identity/social/social-sign-in';
import { SANDBOX_IDENTITY } from '../../src/identity/social/sandbox-identity';
import { createIdentityApp, NONCE, ORIGIN, relogin } from '../support/identity-app';
import { SANDBOX_PAYMENTS_OUTSIDE_DEMO } from '../support/sandbox-payments-env';

type App = Awaited<ReturnType<typeof createIdentityApp>>;

async function start(app: App) {
  const response = await app.inject({
    method: 'GET',
    url: `/api/account/externallogin/sandbox?${new URLSearchParams({ nonce: NONCE, origin: ORIGIN, returnUrl: '/account' })}`,
  });
  const state = response.cookies.find((c) => c.name === OAUTH_STATE_COOKIE)?.value ?? '';
  return { response, state, location: new URL(String(response.headers.location)) };
}

/** Presses a button on the sandbox consent page; answers where the provider sends the browser back. */
async function decide(app: App, authorize: URL, decision: 'approve' | 'cancel') {
  const form = new URLSearchParams({
    redirect_uri: authorize.searchParams.get('redirect_uri')!,
    state: authorize.searchParams.get('state')!,
    code_challenge: authorize.searchParams.get('code_challenge')!,
    decision,
  });
  const response = await app.inject({
    method: 'POST',
    url: authorize.pathname,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: form.toString(),
  });
  return new URL(String(response.headers.location));
}

describe('social sign-in with the sandbox provider', () => {
  it('runs the authorization-code flow with PKCE and state and ends like login-redir', async () => {
    const app = await createIdentityApp();
    const started = await start(app);
    expect(started.response.statusCode).toBe(302);
    expect(started.location.pathname).toBe('/sandbox/oauth/sandbox/authorize');
    expect(Object.fromEntries(started.location.searchParams)).toMatchObject({
      response_type: 'code',
      code_challenge_method: 'S256',
      state: started.state,
      redirect_uri: `${ORIGIN}/api/account/externallogin/sandbox/callback`,
    });
    expect(started.location.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);

    const consent = await app.inject({ method: 'GET', url: `${started.location.pathname}${started.location.search}` });
    expect(consent.statusCode).toBe(200);
    expect(consent.body).toContain('>Approve</button>');
    expect(consent.body).toContain('>Cancel</button>');
    expect(consent.body).toContain(SANDBOX_IDENTITY.email);

    const back = await decide(app, started.location, 'approve');
    expect(back.pathname).toBe('/api/account/externallogin/sandbox/callback');
    const callback = await app.inject({
      method: 'GET',
      url: `${back.pathname}${back.search}`,
      cookies: { [OAUTH_STATE_COOKIE]: started.state },
    });
    expect(callback.statusCode).toBe(303);
    expect(callback.headers.location).toBe(`${ORIGIN}/blank/account/login-callback?returnUrl=%2Faccount&nonce=${NONCE}`);
    const refresh = callback.cookies.find((c) => c.name === REFRESH_COOKIE)!.value;
    const renewed = await relogin(app, refresh);
    expect(renewed.body!.account).toMatchObject({ email: SANDBOX_IDENTITY.email, firstName: 'Sandy', isStaff: false });
  });

  it('refuses a callback from a browser that did not start the flow (no state cookie)', async () => {
    const app = await createIdentityApp();
    const started = await start(app);
    const back = await decide(app, started.location, 'approve');
    const callback = await app.inject({ method: 'GET', url: `${back.pathname}${back.search}` });
    expect(callback.statusCode).toBe(400);
    expect(callback.cookies.find((c) => c.name === REFRESH_COOKIE)).toBeUndefined();
  });

  it('a state is good once', async () => {
    const app = await createIdentityApp();
    const started = await start(app);
    const back = await decide(app, started.location, 'approve');
    const url = `${back.pathname}${back.search}`;
    expect((await app.inject({ method: 'GET', url, cookies: { [OAUTH_STATE_COOKIE]: started.state } })).statusCode).toBe(303);
    expect((await app.inject({ method: 'GET', url, cookies: { [OAUTH_STATE_COOKIE]: started.state } })).statusCode).toBe(400);
  });

  it('Cancel goes back to the login page with error=cancelled', async () => {
    const app = await createIdentityApp();
    const started = await start(app);
    const back = await decide(app, started.location, 'cancel');
    const callback = await app.inject({
      method: 'GET',
      url: `${back.pathname}${back.search}`,
      cookies: { [OAUTH_STATE_COOKIE]: started.state },
    });
    expect(callback.statusCode).toBe(303);
    expect(callback.headers.location).toBe(`${ORIGIN}/account/login?error=cancelled&returnUrl=%2Faccount`);
  });

  it('the sandbox token endpoint checks the PKCE verifier and the client credentials', async () => {
    const app = await createIdentityApp();
    const started = await start(app);
    const back = await decide(app, started.location, 'approve');
    const token = (body: Record<string, string>) =>
      app.inject({
        method: 'POST',
        url: '/sandbox/oauth/sandbox/token',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams(body).toString(),
      });
    const base = {
      grant_type: 'authorization_code',
      code: back.searchParams.get('code')!,
      redirect_uri: started.location.searchParams.get('redirect_uri')!,
      client_id: 'storefront-demo',
      client_secret: 'sandbox-client-secret',
    };
    expect((await token({ ...base, client_secret: 'wrong' })).statusCode).toBe(401);
    const wrongVerifier = await token({ ...base, code_verifier: 'x'.repeat(43) });
    expect(wrongVerifier.statusCode).toBe(400);
    expect(wrongVerifier.json()).toEqual({ error: 'invalid_grant' });
  });

  it('the sandbox provider sends a code only to the registered redirect URI: scheme, host, port and path', async () => {
    const app = await createIdentityApp();
    const started = await start(app);
    const registered = `${ORIGIN}/api/account/externallogin/sandbox/callback`;
    const elsewhere = [
      'https://evil.example.net/api/account/externallogin/sandbox/callback',
      'https://localhost/api/account/externallogin/sandbox/callback',
      'http://localhost:8080/api/account/externallogin/sandbox/callback',
      'http://localhost.evil.example.net/api/account/externallogin/sandbox/callback',
      'http://localhost/api/account/externallogin/sandbox/callback/../../../../evil',
      '/api/account/externallogin/sandbox/callback',
    ];
    for (const redirectUri of elsewhere) {
      const authorize = new URL(started.location);
      authorize.searchParams.set('redirect_uri', redirectUri);
      const consent = await app.inject({ method: 'GET', url: `${authorize.pathname}${authorize.search}` });
      expect(consent.statusCode, redirectUri).toBe(400);
      expect(consent.body).toContain('This sign-in request is not valid.');
      const approved = await app.inject({
        method: 'POST',
        url: authorize.pathname,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({
          redirect_uri: redirectUri,
          state: started.state,
          code_challenge: 'c'.repeat(43),
          decision: 'approve',
        }).toString(),
      });
      expect(approved.statusCode, redirectUri).toBe(400);
      expect(approved.headers.location).toBeUndefined();
    }
    expect(started.location.searchParams.get('redirect_uri')).toBe(registered);
    expect((await app.inject({ method: 'GET', url: `${started.location.pathname}${started.location.search}` })).statusCode).toBe(200);
  });

  it('an unknown provider is a 404 and another origin a 400', async () => {
    const app = await createIdentityApp();
    const unknown = await app.inject({
      method: 'GET',
      url: `/api/account/externallogin/nowhere?${new URLSearchParams({ nonce: NONCE, origin: ORIGIN })}`,
    });
    expect(unknown.statusCode).toBe(404);
    const elsewhere = await app.inject({
      method: 'GET',
      url: `/api/account/externallogin/sandbox?${new URLSearchParams({ nonce: NONCE, origin: 'https://evil.example.net' })}`,
    });
    expect(elsewhere.statusCode).toBe(400);
  });

  it('there is no sandbox provider outside demo mode', async () => {
    const app = await createIdentityApp({ env: { DEMO_MODE: 'false', ...SANDBOX_PAYMENTS_OUTSIDE_DEMO } });
    const started = await app.inject({
      method: 'GET',
      url: `/api/account/externallogin/sandbox?${new URLSearchParams({ nonce: NONCE, origin: ORIGIN })}`,
    });
    expect(started.statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/sandbox/oauth/sandbox/authorize' })).statusCode).toBe(404);
  });
});
