import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiResult } from '../../../contracts/api-client';
import type { ReloginResponse } from '../../../contracts/identity';
import type { StorageLike } from '../../../domain/timed-storage';
import { readTokens, SESSION_KEYS, writeTokens } from '../../client/session-store';
import { createSessionController, type ReloginInput, type SessionEnvironment } from './session-controller';

const NOW = Date.UTC(2026, 10, 25, 10, 0, 0);

/** An unsigned token with the claims the browser reads; the server, not the browser, checks signatures. */
function token(claims: Record<string, unknown>): string {
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'ES256', typ: 'JWT' })}.${part(claims)}.c2lnbmF0dXJl`;
}
const accessToken = (expiresInMs: number) => token({ sub: 'user-1', exp: (Date.now() + expiresInMs) / 1000 });
const idToken = (nonce: string) => token({ sub: 'user-1', nonce, given_name: 'Jane', exp: Date.now() / 1000 + 600 });

function memoryStorage(): StorageLike {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}

function answer(status: number, data: ReloginResponse | null = null): ApiResult<ReloginResponse> {
  return status >= 200 && status < 300 ? { ok: true, status, data, setCookies: [] } : { ok: false, status, data: null, setCookies: [] };
}

function renewed(input: ReloginInput, lifetimeMs = 60_000): ApiResult<ReloginResponse> {
  const access = accessToken(lifetimeMs);
  return answer(200, {
    accessToken: access,
    idToken: idToken(input.nonce),
    tokenType: 'Bearer',
    expiresIn: lifetimeMs / 1000,
    expiresAt: Math.floor((Date.now() + lifetimeMs) / 1000),
    returnUrl: input.returnUrl ?? '/account',
    account: { userId: 'user-1', clientId: 'wa-web', firstName: 'Jane', lastName: 'Citizen', email: 'jane@example.com', isStaff: false },
  });
}

function environment(overrides: Partial<SessionEnvironment> = {}) {
  let nonces = 0;
  const env = {
    storage: memoryStorage(),
    brand: { app: 'wa', clientId: 'wa-web', loginRoute: '/account/login', routeAfterLogin: '/account' },
    currentPath: () => '/p/kettle?colour=red',
    origin: () => 'https://www.example.com',
    go: vi.fn<(url: string) => void>(),
    reload: vi.fn<() => void>(),
    relogin: vi.fn(async (input: ReloginInput) => renewed(input)),
    revoke: vi.fn(async () => undefined),
    forgetPersonalData: vi.fn<() => void>(),
    newNonce: () => `nonce-${++nonces}-abcdefgh`,
    exclusive: <T>(task: () => Promise<T>) => task(),
    ...overrides,
  } satisfies SessionEnvironment;
  return env;
}

function signIn(env: SessionEnvironment, expiresInMs: number) {
  writeTokens({ accessToken: accessToken(expiresInMs), idToken: idToken('first-login') }, env.storage);
}

describe('the browser session (document 3 section 4)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(NOW);
  });
  afterEach(() => vi.useRealTimers());

  it('is logged in only while the flag, the access token and the id token all exist', () => {
    const env = environment();
    signIn(env, 60_000);
    expect(readTokens(env.storage)).not.toBeNull();
    for (const key of [SESSION_KEYS.loggedIn, SESSION_KEYS.accessToken, SESSION_KEYS.idToken]) {
      const storage = memoryStorage();
      writeTokens({ accessToken: 'a.b.c', idToken: 'd.e.f' }, storage);
      storage.removeItem(key);
      expect(readTokens(storage), `without ${key}`).toBeNull();
    }
  });

  it('renews silently once under 900 ms remain, and not before', async () => {
    const env = environment();
    signIn(env, 10_000);
    createSessionController(env).start();

    await vi.advanceTimersByTimeAsync(10_000 - 900);
    expect(env.relogin).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(env.relogin).toHaveBeenCalledTimes(1);
    expect(vi.mocked(env.relogin).mock.calls[0]?.[0]).toMatchObject({
      origin: 'https://www.example.com',
      returnUrl: '/p/kettle?colour=red',
    });
  });

  it('keeps the renewed tokens and schedules the next renew from their expiry', async () => {
    const env = environment();
    signIn(env, 5_000);
    const before = readTokens(env.storage);
    createSessionController(env).start();

    await vi.advanceTimersByTimeAsync(5_000 - 899);
    const after = readTokens(env.storage);
    expect(after?.accessToken).not.toBe(before?.accessToken);
    expect(env.go).not.toHaveBeenCalled();

    // The new token lives 60 s: its own renew comes 899 ms before it ends.
    await vi.advanceTimersByTimeAsync(60_000 - 900);
    expect(env.relogin).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(env.relogin).toHaveBeenCalledTimes(2);
  });

  it('logs out when the renew is refused (401): tokens cleared, server session revoked, page reloaded', async () => {
    const env = environment({ relogin: vi.fn(async () => answer(401)) });
    signIn(env, 2_000);
    createSessionController(env).start();
    await vi.advanceTimersByTimeAsync(2_000);
    expect(readTokens(env.storage)).toBeNull();
    expect(env.storage.getItem(SESSION_KEYS.loggedIn)).toBeNull();
    expect(env.revoke).toHaveBeenCalledWith({ userId: 'user-1', clientId: 'wa-web' });
    expect(env.reload).toHaveBeenCalledTimes(1);
  });

  it('logs out when the stored token cannot be read', async () => {
    const env = environment();
    writeTokens({ accessToken: 'not-a-token', idToken: idToken('x') }, env.storage);
    createSessionController(env).start();
    await vi.runAllTimersAsync();
    expect(readTokens(env.storage)).toBeNull();
    expect(env.reload).toHaveBeenCalledTimes(1);
    expect(env.relogin).not.toHaveBeenCalled();
  });

  it('an expired token saves the current path and goes to login with exp=true', async () => {
    const env = environment();
    signIn(env, 1_000);
    vi.setSystemTime(NOW + 5_000);
    createSessionController(env).start();
    await vi.runAllTimersAsync();
    expect(env.storage.getItem(SESSION_KEYS.redirectPath)).toBe('/p/kettle?colour=red');
    expect(readTokens(env.storage)).toBeNull();
    expect(env.go).toHaveBeenCalledWith('/account/login?exp=true');
    expect(env.relogin).not.toHaveBeenCalled();
  });

  it('goes to the flavour’s configured login route when the token expires', async () => {
    const env = environment();
    env.brand = { app: 'wac', clientId: 'wac-web', loginRoute: '/account/internal/login', routeAfterLogin: '/project' };
    signIn(env, 1_000);
    vi.setSystemTime(NOW + 1_000);
    createSessionController(env).start();
    await vi.runAllTimersAsync();
    expect(env.go).toHaveBeenCalledWith('/account/internal/login?exp=true');
  });

  it('when the renew cannot reach the service the token runs out and the expired path follows', async () => {
    const env = environment({ relogin: vi.fn(async () => answer(0)) });
    signIn(env, 3_000);
    createSessionController(env).start();
    await vi.advanceTimersByTimeAsync(3_000 - 899);
    expect(env.relogin).toHaveBeenCalledTimes(1);
    expect(env.go).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(899);
    expect(env.go).toHaveBeenCalledWith('/account/login?exp=true');
    expect(env.storage.getItem(SESSION_KEYS.redirectPath)).toBe('/p/kettle?colour=red');
  });

  it('refuses a renewed id token that does not carry the renew’s nonce', async () => {
    const env = environment({ relogin: vi.fn(async (input: ReloginInput) => renewed({ ...input, nonce: 'someone-elses' })) });
    signIn(env, 1_500);
    createSessionController(env).start();
    await vi.advanceTimersByTimeAsync(1_500);
    expect(readTokens(env.storage)).toBeNull();
    expect(env.reload).toHaveBeenCalled();
  });

  it('a tab that waited for the lock uses the tokens another tab renewed instead of spending the refresh cookie again', async () => {
    let queue = Promise.resolve<unknown>(undefined);
    const exclusive = <T>(task: () => Promise<T>) => {
      const run = queue.then(task);
      queue = run.catch(() => undefined);
      return run;
    };
    const storage = memoryStorage();
    const relogin = vi.fn(async (input: ReloginInput) => renewed(input));
    const first = environment({ storage, relogin, exclusive });
    const second = environment({ storage, relogin, exclusive });
    signIn(first, 2_000);
    createSessionController(first).start();
    createSessionController(second).start();
    await vi.advanceTimersByTimeAsync(2_000 - 899);
    expect(relogin).toHaveBeenCalledTimes(1);
    expect(readTokens(storage)).not.toBeNull();
  });

  it('a 401 to a logged-in request goes to account/logout with the current path', () => {
    const env = environment();
    signIn(env, 60_000);
    createSessionController(env).unauthorized();
    expect(env.go).toHaveBeenCalledWith('/account/logout?returnUrl=%2Fp%2Fkettle%3Fcolour%3Dred');
  });

  it('the aol flavour does not redirect on a 401', () => {
    const env = environment();
    env.brand = { ...env.brand, app: 'aol' };
    signIn(env, 60_000);
    createSessionController(env).unauthorized();
    expect(env.go).not.toHaveBeenCalled();
  });

  it('logout clears the tokens and goes to a return path on this site, or reloads', async () => {
    const env = environment();
    signIn(env, 60_000);
    await createSessionController(env).logout('/stores');
    expect(readTokens(env.storage)).toBeNull();
    expect(env.forgetPersonalData).toHaveBeenCalledTimes(1);
    expect(env.go).toHaveBeenCalledWith('/stores');

    const other = environment();
    signIn(other, 60_000);
    await createSessionController(other).logout('//elsewhere.example/steal');
    expect(other.go).not.toHaveBeenCalled();
    expect(other.reload).toHaveBeenCalledTimes(1);
  });
});

describe('the login callback', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(NOW);
  });
  afterEach(() => vi.useRealTimers());

  it('renews with the login’s nonce, keeps the three items and goes to the return path', async () => {
    const env = environment();
    env.storage.setItem(SESSION_KEYS.loginNonce, 'login-nonce-123');
    env.storage.setItem(SESSION_KEYS.redirectPath, '/p/kettle');
    const outcome = await createSessionController(env).completeLogin({ nonce: 'login-nonce-123', returnUrl: '/p/kettle' });
    expect(outcome).toEqual({ done: true, goTo: '/p/kettle' });
    expect(env.relogin).toHaveBeenCalledWith({ origin: 'https://www.example.com', nonce: 'login-nonce-123', returnUrl: '/p/kettle' });
    expect(env.storage.getItem(SESSION_KEYS.loggedIn)).toBe('true');
    expect(readTokens(env.storage)).not.toBeNull();
    expect(env.storage.getItem(SESSION_KEYS.loginNonce)).toBeNull();
    expect(env.storage.getItem(SESSION_KEYS.redirectPath)).toBeNull();
  });

  it('goes to the flavour’s route after login when the return path is missing or not on this site', async () => {
    const env = environment();
    env.brand = { app: 'wac', clientId: 'wac-web', loginRoute: '/account/internal/login', routeAfterLogin: '/project' };
    expect(await createSessionController(env).completeLogin({ nonce: 'n-12345678', returnUrl: null })).toEqual({
      done: true,
      goTo: '/project',
    });
    expect(await createSessionController(env).completeLogin({ nonce: 'n-12345678', returnUrl: '//evil.example' })).toEqual({
      done: true,
      goTo: '/project',
    });
  });

  it('refuses a login this browser did not start (another nonce than its form’s)', async () => {
    const env = environment();
    env.storage.setItem(SESSION_KEYS.loginNonce, 'mine-12345678');
    const outcome = await createSessionController(env).completeLogin({ nonce: 'theirs-12345678', returnUrl: '/account' });
    expect(outcome).toEqual({ done: false, reason: 'nonce' });
    expect(env.relogin).not.toHaveBeenCalled();
    expect(readTokens(env.storage)).toBeNull();
  });

  it('refuses tokens whose id token carries another nonce, and reports a refused session', async () => {
    const wrong = environment({ relogin: vi.fn(async (input: ReloginInput) => renewed({ ...input, nonce: 'other-12345678' })) });
    expect(await createSessionController(wrong).completeLogin({ nonce: 'n-12345678', returnUrl: '/' })).toEqual({
      done: false,
      reason: 'nonce',
    });
    expect(readTokens(wrong.storage)).toBeNull();

    const refused = environment({ relogin: vi.fn(async () => answer(401)) });
    expect(await createSessionController(refused).completeLogin({ nonce: 'n-12345678', returnUrl: '/' })).toEqual({
      done: false,
      reason: 'refused',
    });
  });
});
