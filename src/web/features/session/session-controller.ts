import type { ApiResult } from '../../../contracts/api-client';
import type { ReloginResponse } from '../../../contracts/identity';
import type { BrandConfig } from '../../../domain/brands';
import { safeReturnPath, tokenExpiresAt, tokenStatus, tokenText } from '../../../domain/session-token';
import type { StorageLike } from '../../../domain/timed-storage';
import { clearTokens, readTokens, SESSION_KEYS, writeTokens } from '../../client/session-store';

/** setTimeout cannot wait longer than this (about 24.8 days); a longer wait is taken in steps. */
const MAX_TIMER_MS = 2_147_483_647;

export interface ReloginInput {
  token?: string;
  origin: string;
  nonce: string;
  returnUrl?: string;
}

export type SessionBrand = Pick<BrandConfig, 'app' | 'clientId' | 'loginRoute' | 'routeAfterLogin'>;

/** Everything the session touches outside itself, so the rules run under test with fake timers. */
export interface SessionEnvironment {
  storage: StorageLike;
  brand: SessionBrand;
  /** Path and query of the page now. */
  currentPath(): string;
  origin(): string;
  /** A full page load of `url`. */
  go(url: string): void;
  reload(): void;
  relogin(input: ReloginInput): Promise<ApiResult<ReloginResponse>>;
  /** Revokes the refresh cookie's session on the server. */
  revoke(input: { userId: string | null; clientId: string }): Promise<unknown>;
  /** Removes what this browser keeps of the person (checkout details, a pending order), for whoever uses it next. */
  forgetPersonalData(): void;
  newNonce(): string;
  /** Runs `task` alone among this browser's tabs, so two tabs never spend one refresh token. */
  exclusive<T>(task: () => Promise<T>): Promise<T>;
}

export type LoginOutcome = { done: true; goTo: string } | { done: false; reason: 'nonce' | 'refused' | 'unavailable' };

export interface SessionController {
  /** Checks the stored token now and keeps the renew scheduled until `stop`. */
  start(): void;
  stop(): void;
  /** Re-reads the stored tokens (another tab logged in, renewed or out) and schedules again. */
  check(): void;
  /** The login callback: renews with the login's nonce and keeps the three items. */
  completeLogin(input: { nonce: string; returnUrl: string | null }): Promise<LoginOutcome>;
  /** Clears the tokens and the person's kept data, revokes the server session, then goes to `returnUrl` or reloads. */
  logout(returnUrl?: string | null): Promise<void>;
  /** A logged-in request answered 401. */
  unauthorized(): void;
}

/**
 * Document 3 section 4, "Session": logged in only while the three items exist; an invalid token
 * logs out; under 900 ms left a silent renew runs; an expired token saves the current path and
 * goes to login with `exp=true`. Document 3 section 8: a 401 goes to `account/logout?returnUrl`
 * except in the aol flavour.
 */
export function createSessionController(env: SessionEnvironment): SessionController {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let renewing: Promise<void> | null = null;
  let leaving = false;

  const cancelTimer = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };

  function check() {
    cancelTimer();
    if (leaving || renewing) return;
    const tokens = readTokens(env.storage);
    if (!tokens) return;
    const status = tokenStatus(tokens.accessToken, Date.now());
    if (status.state === 'invalid') void logout();
    else if (status.state === 'expired') void expire();
    else if (status.state === 'renew') void renew();
    else timer = setTimeout(check, Math.min(status.renewInMs, MAX_TIMER_MS));
  }

  function renew(): Promise<void> {
    renewing ??= env
      .exclusive(async () => {
        // Another tab may have renewed while this one waited for the lock: its tokens are ours too.
        const tokens = readTokens(env.storage);
        if (!tokens || tokenStatus(tokens.accessToken, Date.now()).state !== 'renew') return 'recheck' as const;
        const nonce = env.newNonce();
        const answer = await env.relogin({ token: tokens.accessToken, origin: env.origin(), nonce, returnUrl: env.currentPath() });
        if (answer.ok && answer.data && tokenText(answer.data.idToken, 'nonce') === nonce) {
          writeTokens({ accessToken: answer.data.accessToken, idToken: answer.data.idToken }, env.storage);
          return 'recheck' as const;
        }
        // 401: the server no longer knows this session. Anything else (offline, a 5xx): keep the
        // token and let it run out, which ends in the expired path.
        return answer.status === 401 || answer.ok ? ('logout' as const) : ('wait' as const);
      })
      .then((next) => {
        renewing = null;
        if (next === 'logout') return logout();
        if (next === 'recheck') return check();
        waitForExpiry();
      });
    return renewing;
  }

  function waitForExpiry() {
    cancelTimer();
    const tokens = readTokens(env.storage);
    if (!tokens) return;
    const left = (tokenExpiresAt(tokens.accessToken) ?? 0) - Date.now();
    timer = setTimeout(() => (readTokens(env.storage) ? void expire() : undefined), Math.max(0, Math.min(left, MAX_TIMER_MS)));
  }

  async function endServerSession() {
    const tokens = readTokens(env.storage);
    const userId = tokens ? tokenText(tokens.idToken, 'sub') : null;
    clearTokens(env.storage);
    env.forgetPersonalData();
    await env.revoke({ userId, clientId: env.brand.clientId }).catch(() => undefined);
  }

  async function expire() {
    leaving = true;
    cancelTimer();
    env.storage.setItem(SESSION_KEYS.redirectPath, env.currentPath());
    await endServerSession();
    env.go(`${env.brand.loginRoute}?exp=true`);
  }

  async function logout(returnUrl?: string | null) {
    leaving = true;
    cancelTimer();
    await endServerSession();
    const target = safeReturnPath(returnUrl);
    if (target) env.go(target);
    else env.reload();
  }

  async function completeLogin({ nonce, returnUrl }: { nonce: string; returnUrl: string | null }): Promise<LoginOutcome> {
    // A login this browser did not start (its form would have stored the nonce) is refused.
    const expected = env.storage.getItem(SESSION_KEYS.loginNonce);
    if (expected !== null && expected !== nonce) return { done: false, reason: 'nonce' };
    const answer = await env.relogin({ origin: env.origin(), nonce, returnUrl: returnUrl ?? undefined });
    if (!answer.ok || !answer.data) return { done: false, reason: answer.status === 401 ? 'refused' : 'unavailable' };
    if (tokenText(answer.data.idToken, 'nonce') !== nonce) return { done: false, reason: 'nonce' };
    writeTokens({ accessToken: answer.data.accessToken, idToken: answer.data.idToken }, env.storage);
    env.storage.removeItem(SESSION_KEYS.loginNonce);
    env.storage.removeItem(SESSION_KEYS.redirectPath);
    return { done: true, goTo: safeReturnPath(returnUrl) ?? env.brand.routeAfterLogin };
  }

  function unauthorized() {
    // Document 3 sections 6 and 8: the aol app does not redirect on a 401.
    if (env.brand.app === 'aol' || leaving) return;
    leaving = true;
    cancelTimer();
    env.go(`/account/logout?returnUrl=${encodeURIComponent(env.currentPath())}`);
  }

  return {
    start: check,
    stop() {
      cancelTimer();
    },
    check,
    completeLogin,
    logout,
    unauthorized,
  };
}
