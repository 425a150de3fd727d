import { createApiClient, type ApiClient, type ApiTransport } from '../../contracts/api-client';
import { readTokens } from './session-store';
import { ensureVisitorCookie } from './visitor-cookie';

/**
 * Document 3 section 4: a request made while logged in carries the access token as a bearer
 * token, with no-cache headers so no cache keeps an answer meant for one account.
 */
export function sessionHeaders(): Record<string, string> {
  const tokens = readTokens();
  if (!tokens) return {};
  return { authorization: `Bearer ${tokens.accessToken}`, 'cache-control': 'no-cache', pragma: 'no-cache' };
}

/**
 * Every request the browser sends to `/api` leaves through `apiFetch` or `apiBeacon`, after the
 * visitor cookie exists (visitor-cookie.ts): the parallel calls of a first visit then all carry
 * one id. ESLint keeps `fetch` and `sendBeacon` to this file.
 */
export function apiFetch(path: string, init: RequestInit = {}): Promise<Response> {
  ensureVisitorCookie();
  return fetch(path, { ...init, credentials: 'same-origin' });
}

/** A beacon to the API (false where the browser has none or refuses it, so the caller falls back). */
export function apiBeacon(path: string, body: string): boolean {
  if (typeof navigator.sendBeacon !== 'function') return false;
  ensureVisitorCookie();
  return navigator.sendBeacon(path, body);
}

type UnauthorizedHandler = () => void;
let unauthorizedHandler: UnauthorizedHandler | null = null;

/** Who hears that a logged-in request was refused with 401 (the session, which logs out). */
export function setUnauthorizedHandler(handler: UnauthorizedHandler | null) {
  unauthorizedHandler = handler;
}

/**
 * The browser side of ADR 0001: widgets read and write the same `/api` paths the loaders use,
 * over fetch, with the visitor's cookies. A network failure answers status 0 so callers branch
 * on `ok` alone and never on a thrown error; an aborted request answers status 0 too.
 * A 401 to a request that carried the session's token is reported to the session (it logs out).
 * The session's own calls (renew, logout) go `withSession: false`: they answer for themselves.
 * A call whose 401 means something else (checkout's refused payment) goes `reportUnauthorized: false`.
 * `keepalive` lets a write finish after the page has gone (a compare tick followed by a link click).
 */
export function createFetchTransport(
  options: { keepalive?: boolean; withSession?: boolean; reportUnauthorized?: boolean } = {},
): ApiTransport {
  return async ({ method, path, body, headers, signal }) => {
    const session: Record<string, string> = options.withSession === false ? {} : sessionHeaders();
    try {
      const response = await apiFetch(path, {
        method,
        keepalive: options.keepalive,
        headers: {
          accept: 'application/json',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...session,
          ...headers,
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal,
      });
      if (response.status === 401 && session.authorization && options.reportUnauthorized !== false) unauthorizedHandler?.();
      return { status: response.status, text: await response.text(), setCookies: [] };
    } catch {
      return { status: 0, text: '', setCookies: [] };
    }
  };
}

export const fetchTransport = createFetchTransport();
export const browserApi: ApiClient = createApiClient(fetchTransport);
/** For the identity calls that manage the session itself: no bearer token, no 401 hook. */
export const identityApi: ApiClient = createApiClient(createFetchTransport({ withSession: false }));
