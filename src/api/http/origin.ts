/**
 * Origins of requests, for the same-site rules of page forms and API writes. A Host header that
 * is not a plain host name gives no origin at all, so it can never be matched.
 */
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
