/**
 * The one reading of a request's address for the whole server. Fastify routes, the rate limit,
 * static files and the pages all see the same canonical target, so no part of the server can be
 * told one path while another acts on a different one.
 */

/** Parses nothing from a host: only the path and query of a target are read against it. */
const PLACEHOLDER_ORIGIN = 'http://storefront.invalid';
const ABSOLUTE_FORM = /^[a-z][a-z0-9+.-]*:\/\//i;

/**
 * The canonical request target: one leading slash (so `//evil.example/x` is the path
 * `/evil.example/x` and never a host), dot segments resolved (`/assets/../c/x` is `/c/x`, also
 * when spelt `%2e%2e`), the query kept as sent. An absolute-form target keeps only its path.
 * Percent-escapes are left as they are: a bad one is refused later as a bad address.
 */
export function canonicalTarget(raw: string): string {
  const fromAbsolute = ABSOLUTE_FORM.test(raw) ? absolutePathAndQuery(raw) : raw;
  const queryAt = fromAbsolute.indexOf('?');
  const path = queryAt === -1 ? fromAbsolute : fromAbsolute.slice(0, queryAt);
  const query = queryAt === -1 ? '' : fromAbsolute.slice(queryAt);
  return `${localPath(path)}${query}`;
}

/** A path on this site: leading slashes and backslashes folded to one slash, dot segments resolved. */
export function localPath(path: string): string {
  const oneSlash = `/${path.replace(/^[/\\]+/, '')}`;
  try {
    return new URL(oneSlash, PLACEHOLDER_ORIGIN).pathname;
  } catch {
    return '/';
  }
}

function absolutePathAndQuery(raw: string): string {
  try {
    const url = new URL(raw);
    return `${url.pathname}${url.search}`;
  } catch {
    return '/';
  }
}

/** Whether a target belongs to the API (its answers are JSON error documents, not pages). */
export function isApiTarget(target: string): boolean {
  return /^\/api(?:[/?]|$)/i.test(target);
}

/** A Host header we can build an origin from: a name or address and an optional port, nothing else. */
const HOST = /^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

export function isPlainHost(host: string | undefined): host is string {
  return typeof host === 'string' && HOST.test(host);
}

/** The origin a request was addressed to, or null when its Host header is not a plain host. */
export function requestOrigin(protocol: string, host: string | undefined): string | null {
  if (!isPlainHost(host)) return null;
  return new URL(`${protocol === 'https' ? 'https' : 'http'}://${host}`).origin;
}

/**
 * A browser's form post from another site: its Origin names another origin, or, when a browser
 * sends no Origin, Sec-Fetch-Site says cross-site. Clients that send neither are not browsers.
 */
export function isCrossSite(headers: { origin?: string; 'sec-fetch-site'?: string | string[] }, ownOrigin: string): boolean {
  const origin = headers.origin;
  if (origin !== undefined) {
    try {
      return new URL(origin).origin !== ownOrigin;
    } catch {
      return true;
    }
  }
  const site = headers['sec-fetch-site'];
  return site === 'cross-site' || site === 'same-site';
}
