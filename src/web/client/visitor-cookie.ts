import { isVisitorId, VISITOR_ID_COOKIE, VISITOR_COOKIE_MAX_AGE_SECONDS } from '../../domain/visitor-id';

/**
 * The browser makes its own visitor cookie (`wau`, src/domain/visitor-id.ts) before its first API
 * call. Anonymous pages are shared and set no cookie, so a first visit's calls (the page view, the
 * variant test, an add to cart or compare) would otherwise leave together without one; the API
 * would mint an id for each, and the browser would keep whichever Set-Cookie came last, losing a
 * cart or compare list made under another. Made here, synchronously, every call that follows
 * carries the same id, and the API's answers set no cookie of their own.
 */

/** What the helper uses of the page: `document.cookie`, whether the page is https, a new random id. */
export interface VisitorCookiePage {
  cookie: string;
  readonly https: boolean;
  newId(): string;
}

/** The page's visitor id, or null when there is none or it is not one the server accepts. */
export function readVisitorCookie(page: Pick<VisitorCookiePage, 'cookie'> | null = documentPage()): string | null {
  if (!page) return null;
  // The first `wau` pair, as the server's cookie parser reads it.
  const pair = cookiesOf(page)
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${VISITOR_ID_COOKIE}=`));
  const value = pair?.slice(VISITOR_ID_COOKIE.length + 1);
  return isVisitorId(value) ? value : null;
}

/** A page denied cookies altogether (a sandboxed frame) throws on reading them: it has none. */
function cookiesOf(page: Pick<VisitorCookiePage, 'cookie'>): string {
  try {
    return page.cookie;
  } catch {
    return '';
  }
}

/**
 * The page's visitor id, making the cookie first when it is missing or malformed, with the
 * attributes the API gives it (path /, a year, SameSite=Lax, Secure on https, readable by the
 * page). Null when the browser refuses it (cookies blocked, or an HttpOnly `wau` the page cannot
 * see or replace): the calls then go as before and the API decides.
 */
export function ensureVisitorCookie(page: VisitorCookiePage | null = documentPage()): string | null {
  if (!page) return null;
  const existing = readVisitorCookie(page);
  if (existing) return existing;
  const attributes = `Path=/; Max-Age=${VISITOR_COOKIE_MAX_AGE_SECONDS}; SameSite=Lax${page.https ? '; Secure' : ''}`;
  try {
    page.cookie = `${VISITOR_ID_COOKIE}=${page.newId()}; ${attributes}`;
  } catch {
    return null;
  }
  return readVisitorCookie(page);
}

/** The real page; none during a server render. */
function documentPage(): VisitorCookiePage | null {
  if (typeof document === 'undefined') return null;
  return {
    get cookie() {
      return document.cookie;
    },
    set cookie(value: string) {
      document.cookie = value;
    },
    https: location.protocol === 'https:',
    newId: newVisitorId,
  };
}

/** A UUID where the browser offers one (secure contexts); 32 random hex digits elsewhere, which the server accepts alike. */
function newVisitorId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}
