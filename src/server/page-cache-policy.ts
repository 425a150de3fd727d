import { VISITOR_ID_COOKIE } from '../domain/visitor-id';
import { VISITOR_COOKIES } from '../api/http/visitor';
import { REFRESH_COOKIE } from '../contracts/identity';

/**
 * Paths whose pages belong to one visitor or one sign-in (account, cart, checkout and its
 * payment returns, staff tools, the visitor's compare list) or that only redirect a search.
 * They are never kept by a shared cache, and robots.txt asks crawlers to stay out of them.
 */
export const PRIVATE_PATH_PREFIXES = [
  '/account',
  '/blank/account',
  '/cart',
  '/customer',
  '/zipmoney',
  '/afterpay',
  '/compare',
  '/project',
  '/project-admin',
  '/performance-dashboard',
  '/search-submit',
  '/api',
] as const;

/** Cookies the server reads while rendering a page: a request with any of them gets its own page. */
export const PAGE_CHANGING_COOKIES = [
  VISITOR_COOKIES.locality,
  VISITOR_COOKIES.locationCode,
  VISITOR_COOKIES.store,
  VISITOR_ID_COOKIE,
  REFRESH_COOKIE,
];

/** A minute at the edge, half a minute more while it refetches: the API's shared answers live 30 s. */
export const SHARED_PAGE_CACHE_CONTROL = 'public, max-age=0, s-maxage=60, stale-while-revalidate=30';
export const PRIVATE_PAGE_CACHE_CONTROL = 'private, no-cache';
/** A page rendered for someone who may be signed in (it carries a session cookie): nobody keeps a copy. */
export const SIGNED_IN_PAGE_CACHE_CONTROL = 'private, no-store';

export function isPrivatePath(pathname: string): boolean {
  const path = pathname.toLowerCase();
  return PRIVATE_PATH_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

function cookieNames(cookieHeader: string | undefined): string[] {
  if (!cookieHeader) return [];
  return cookieHeader.split(';').map((part) => part.split('=', 1)[0]!.trim());
}

/**
 * Whether every anonymous visitor asking for this path would be given the same page: a public
 * path, and none of the cookies the server reads while rendering (the visitor's places and id, the
 * session). Other cookies (analytics, a dismissed banner) change nothing the server renders.
 */
export function isSharedPageRequest(pathname: string, cookieHeader: string | undefined): boolean {
  return !isPrivatePath(pathname) && !cookieNames(cookieHeader).some((name) => PAGE_CHANGING_COOKIES.includes(name));
}

export interface PageAnswer {
  method: string;
  pathname: string;
  cookieHeader: string | undefined;
  status: number;
  setsCookie: boolean;
  /** The page was rendered for a signed-in caller (their prices in the commercial flavour, their name). */
  signedIn: boolean;
}

/**
 * The Cache-Control of a rendered page (ADR 0022). Shared caches may keep a successful GET of a
 * public path rendered for an anonymous request without any page-changing cookie, when the
 * answer sets no cookie; everything else is private. A page rendered for someone signed in is
 * always private: it may hold what only they may see (the commercial flavour's prices).
 * `Vary: Cookie` stops a cache from handing the anonymous copy to a visitor whose cookies would
 * change the page.
 */
export function pageCacheControl(answer: PageAnswer): string {
  if (answer.signedIn || cookieNames(answer.cookieHeader).includes(REFRESH_COOKIE)) return SIGNED_IN_PAGE_CACHE_CONTROL;
  const shareable =
    (answer.method === 'GET' || answer.method === 'HEAD') &&
    answer.status === 200 &&
    !answer.setsCookie &&
    isSharedPageRequest(answer.pathname, answer.cookieHeader);
  return shareable ? SHARED_PAGE_CACHE_CONTROL : PRIVATE_PAGE_CACHE_CONTROL;
}
