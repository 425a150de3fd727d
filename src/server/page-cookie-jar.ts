/**
 * The cookies one page request's in-process API calls carry. The page arrives with one Cookie
 * header; when a call sets a cookie (a first visit's visitor id, a new session), the calls after it
 * carry the new value, as a browser's would. Without this, each call made before the browser
 * returns would mint its own visitor id and the page would answer with several.
 */
export interface PageCookieJar {
  /** The Cookie header for the next call, or undefined when there are no cookies. */
  header(): string | undefined;
  /** Takes in the Set-Cookie values of an answer. */
  update(setCookies: readonly string[]): void;
}

/** A Set-Cookie that removes its cookie: an expiry in the past or a Max-Age of zero or less. */
function removes(attributes: string[], now: number): boolean {
  for (const attribute of attributes) {
    const [rawName = '', ...rest] = attribute.split('=');
    const name = rawName.trim().toLowerCase();
    const value = rest.join('=').trim();
    if (name === 'max-age' && Number(value) <= 0) return true;
    if (name === 'expires' && Date.parse(value) <= now) return true;
  }
  return false;
}

export function pageCookieJar(incoming: string | undefined, now: () => number = Date.now): PageCookieJar {
  const cookies = new Map<string, string>();
  for (const pair of (incoming ?? '').split(';')) {
    const at = pair.indexOf('=');
    if (at > 0) cookies.set(pair.slice(0, at).trim(), pair.slice(at + 1).trim());
  }
  let changed = false;
  return {
    header() {
      // Until a call sets a cookie, the page's own header goes out as it came.
      if (!changed) return incoming || undefined;
      return cookies.size === 0 ? undefined : [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    },
    update(setCookies) {
      for (const setCookie of setCookies) {
        const [pair = '', ...attributes] = setCookie.split(';');
        const at = pair.indexOf('=');
        if (at <= 0) continue;
        const name = pair.slice(0, at).trim();
        if (removes(attributes, now())) cookies.delete(name);
        else cookies.set(name, pair.slice(at + 1).trim());
        changed = true;
      }
    },
  };
}
