import { eq } from 'drizzle-orm';
import { decodeJwt, decodeProtectedHeader, importJWK, SignJWT, UnsecuredJWT, type JWK } from 'jose';
import { describe, expect, it } from 'vitest';
import { REFRESH_COOKIE } from '../../src/contracts/identity';
import { identitySigningKeys } from '../../src/db/schema';
import { workerDatabase } from '../support/test-app';
import { bearer, createAccount, createIdentityApp, NONCE, relogin, signedIn, signIn, testClock } from '../support/identity-app';

const ISSUER = 'http://localhost';
const AUDIENCE = 'http://localhost/api';

async function currentKey() {
  const { db } = await workerDatabase();
  const [key] = await db.select().from(identitySigningKeys).where(eq(identitySigningKeys.slot, 'current'));
  return { kid: key!.kid, privateKey: await importJWK(key!.privateJwk as JWK, 'ES256') };
}

/** A token signed with our own key, with the claims of `base` changed. */
async function forged(base: string, change: { aud?: string; iss?: string; typ?: string; exp?: number }) {
  const { kid, privateKey } = await currentKey();
  const claims = decodeJwt(base);
  return new SignJWT({ ...claims, aud: change.aud ?? claims.aud, iss: change.iss ?? claims.iss, exp: change.exp ?? claims.exp })
    .setProtectedHeader({ alg: 'ES256', typ: change.typ ?? 'at+jwt', kid })
    .sign(privateKey);
}

const profile = (app: Awaited<ReturnType<typeof createIdentityApp>>, token: string) =>
  app.inject({ method: 'GET', url: '/api/account/getprofile', headers: bearer(token) });

describe('access and id tokens', () => {
  it('relogin answers an ES256 access token for the API and an id token for the client with the nonce', async () => {
    const app = await createIdentityApp();
    const account = await createAccount();
    const { accessToken, idToken, body } = await signedIn(app, account.email);
    expect(decodeProtectedHeader(accessToken)).toMatchObject({ alg: 'ES256', typ: 'at+jwt' });
    expect(decodeJwt(accessToken)).toMatchObject({ iss: ISSUER, aud: AUDIENCE, sub: account.id, role: 'customer', client_id: 'wa-web' });
    expect(decodeProtectedHeader(idToken)).toMatchObject({ alg: 'ES256', typ: 'JWT' });
    expect(decodeJwt(idToken)).toMatchObject({
      aud: 'wa-web',
      nonce: NONCE,
      email: account.email,
      given_name: 'Pat',
      family_name: 'Tester',
    });
    expect(body).toMatchObject({
      tokenType: 'Bearer',
      expiresIn: 600,
      returnUrl: '/account',
      account: { userId: account.id, isStaff: false },
    });
    const me = await profile(app, accessToken);
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ userId: account.id, email: account.email, role: 'customer' });
    expect(me.headers['cache-control']).toBe('private, no-store');
  });

  it('publishes the public key set without private parts', async () => {
    const app = await createIdentityApp();
    const response = await app.inject({ method: 'GET', url: '/api/account/jwks' });
    expect(response.statusCode).toBe(200);
    const { keys } = response.json<{ keys: Record<string, unknown>[] }>();
    expect(keys[0]).toMatchObject({ kty: 'EC', crv: 'P-256', alg: 'ES256', use: 'sig' });
    expect(keys.every((key) => key.d === undefined)).toBe(true);
  });

  it('refuses a token whose signature was tampered with', async () => {
    const app = await createIdentityApp();
    const { accessToken } = await signedIn(app, (await createAccount()).email);
    const [header, payload, signature] = accessToken.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    const staffPayload = Buffer.from(JSON.stringify({ ...claims, role: 'staff' })).toString('base64url');
    expect((await profile(app, `${header}.${staffPayload}.${signature}`)).statusCode).toBe(401);
    const flipped = `${signature!.slice(0, -2)}${signature!.endsWith('AA') ? 'BB' : 'AA'}`;
    expect((await profile(app, `${header}.${payload}.${flipped}`)).statusCode).toBe(401);
  });

  it('refuses an expired token (on the server clock)', async () => {
    const clock = testClock();
    const app = await createIdentityApp({ now: clock.now });
    const { accessToken } = await signedIn(app, (await createAccount()).email);
    clock.advance(599_000);
    expect((await profile(app, accessToken)).statusCode).toBe(200);
    clock.advance(2_000);
    expect((await profile(app, accessToken)).statusCode).toBe(401);
  });

  it('refuses a token for another audience and one from another issuer', async () => {
    const app = await createIdentityApp();
    const { accessToken } = await signedIn(app, (await createAccount()).email);
    expect((await profile(app, await forged(accessToken, {}))).statusCode).toBe(200);
    expect((await profile(app, await forged(accessToken, { aud: 'https://other.example.com/api' }))).statusCode).toBe(401);
    expect((await profile(app, await forged(accessToken, { iss: 'https://issuer.example.net' }))).statusCode).toBe(401);
  });

  it('refuses an unsigned token (alg: none)', async () => {
    const app = await createIdentityApp();
    const { accessToken } = await signedIn(app, (await createAccount()).email);
    const claims = decodeJwt(accessToken);
    const unsigned = new UnsecuredJWT({ ...claims, role: 'staff' }).encode();
    expect(decodeProtectedHeader(unsigned).alg).toBe('none');
    expect((await profile(app, unsigned)).statusCode).toBe(401);
  });

  it('never takes an id token for an access token', async () => {
    const app = await createIdentityApp();
    const { idToken, accessToken } = await signedIn(app, (await createAccount()).email);
    expect((await profile(app, idToken)).statusCode).toBe(401);
    // Even with the API's audience, the type tells it apart.
    expect((await profile(app, await forged(accessToken, { typ: 'JWT' }))).statusCode).toBe(401);
  });

  it('a header that is not a bearer token signs nobody in', async () => {
    const app = await createIdentityApp();
    const response = await app.inject({ method: 'GET', url: '/api/account/getprofile', headers: { authorization: 'Basic abc' } });
    expect(response.statusCode).toBe(401);
    const internal = await app.inject({
      method: 'GET',
      url: '/api/account/getprofile',
      headers: { 'x-storefront-caller': `staff ${(await createAccount({ role: 'staff' })).id}`, 'x-storefront-internal': 'guess' },
    });
    expect(internal.statusCode).toBe(401);
  });
});

describe('refresh tokens', () => {
  it('rotate on every relogin: the new cookie works, the old one is refused', async () => {
    const app = await createIdentityApp();
    const { refresh: first } = await signIn(app, (await createAccount()).email);
    const second = await relogin(app, first!);
    expect(second.response.statusCode).toBe(200);
    expect(second.refresh).not.toBe(first);
    const third = await relogin(app, second.refresh!);
    expect(third.response.statusCode).toBe(200);
  });

  it('a reused (rotated) token revokes its whole family, including the tokens issued after it', async () => {
    const app = await createIdentityApp();
    const { refresh: first } = await signIn(app, (await createAccount()).email);
    const second = await relogin(app, first!);
    const access = second.body!.accessToken;
    const reuse = await relogin(app, first!);
    expect(reuse.response.statusCode).toBe(401);
    expect(reuse.response.json()).toMatchObject({ errors: ['Invalid login'] });
    expect(reuse.response.cookies.find((c) => c.name === REFRESH_COOKIE)?.value).toBe('');
    expect((await relogin(app, second.refresh!)).response.statusCode).toBe(401);
    // The family's access tokens stop working too.
    expect((await profile(app, access)).statusCode).toBe(401);
  });

  it('relogin without a cookie, or with an unknown one, is a 401', async () => {
    const app = await createIdentityApp();
    const none = await app.inject({ method: 'POST', url: '/api/account/relogin', payload: { origin: 'http://localhost', nonce: NONCE } });
    expect(none.statusCode).toBe(401);
    expect((await relogin(app, 'not-a-token')).response.statusCode).toBe(401);
  });

  it('relogin refuses an origin that is not the client’s', async () => {
    const app = await createIdentityApp();
    const { refresh } = await signIn(app, (await createAccount()).email);
    const response = await app.inject({
      method: 'POST',
      url: '/api/account/relogin',
      cookies: { [REFRESH_COOKIE]: refresh! },
      payload: { origin: 'https://evil.example.net', nonce: NONCE },
    });
    expect(response.statusCode).toBe(400);
  });

  it('expire after the refresh lifetime', async () => {
    const clock = testClock();
    const app = await createIdentityApp({ now: clock.now, env: { REFRESH_TOKEN_TTL_DAYS: '1' } });
    const { refresh } = await signIn(app, (await createAccount()).email);
    clock.advance(24 * 60 * 60 * 1000 + 1000);
    expect((await relogin(app, refresh!)).response.statusCode).toBe(401);
  });

  it('logout revokes the family and clears the cookie', async () => {
    const app = await createIdentityApp();
    const { accessToken, refresh } = await signedIn(app, (await createAccount()).email);
    const out = await app.inject({
      method: 'POST',
      url: '/api/account/logout',
      cookies: { [REFRESH_COOKIE]: refresh },
      payload: { clientId: 'wa-web' },
    });
    expect(out.statusCode).toBe(204);
    expect(out.cookies.find((c) => c.name === REFRESH_COOKIE)).toMatchObject({ value: '', path: '/' });
    expect((await relogin(app, refresh)).response.statusCode).toBe(401);
    expect((await profile(app, accessToken)).statusCode).toBe(401);
  });

  it('logout without a session still answers 204', async () => {
    const app = await createIdentityApp();
    const out = await app.inject({ method: 'POST', url: '/api/account/logout', payload: {} });
    expect(out.statusCode).toBe(204);
  });
});
