/**
 * The browser session rules of document 3 section 4, as pure functions over a token and a clock:
 * a token is invalid when it cannot be read or carries no expiry, expired once its expiry has
 * passed, and due for a silent renew when under 900 ms remain.
 *
 * The browser never trusts these claims for access (the server verifies every token's signature);
 * it reads them only to know when to renew and what name to greet.
 */
export const RENEW_MARGIN_MS = 900;

export type TokenStatus =
  | { state: 'invalid' }
  | { state: 'expired' }
  | { state: 'renew' }
  /** Still good: the renew is due in `renewInMs` (the first moment under 900 ms remain). */
  | { state: 'valid'; renewInMs: number };

function decodeBase64Url(part: string): string {
  const base64 = part.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '='));
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/** The payload of a compact JWT, or null when the token is not one. */
export function tokenClaims(token: string): Record<string, unknown> | null {
  const parts = token.split('.');
  if (parts.length !== 3 || !parts[1]) return null;
  try {
    const claims: unknown = JSON.parse(decodeBase64Url(parts[1]));
    return claims !== null && typeof claims === 'object' && !Array.isArray(claims) ? (claims as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** Epoch milliseconds at which the token expires, or null when it has no readable expiry. */
export function tokenExpiresAt(token: string): number | null {
  const exp = tokenClaims(token)?.exp;
  return typeof exp === 'number' && Number.isFinite(exp) ? exp * 1000 : null;
}

export function tokenStatus(token: string, nowMs: number): TokenStatus {
  const expiresAt = tokenExpiresAt(token);
  if (expiresAt === null) return { state: 'invalid' };
  const left = expiresAt - nowMs;
  if (left <= 0) return { state: 'expired' };
  if (left < RENEW_MARGIN_MS) return { state: 'renew' };
  return { state: 'valid', renewInMs: left - RENEW_MARGIN_MS + 1 };
}

/** A string claim of the token, or null. */
export function tokenText(token: string, claim: string): string | null {
  const value = tokenClaims(token)?.[claim];
  return typeof value === 'string' && value !== '' ? value : null;
}

/**
 * A return address is followed only when it is a path on this site: it starts with one slash
 * (not `//host` nor `/\host`, which browsers treat as another host) and has no control characters.
 */
export function safeReturnPath(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(value)) return null;
  return value;
}

/** Document 1 section 2.1: a `showlogin` query parameter, in any letter case, shows the login. */
export function hasShowLogin(search: string): boolean {
  return [...new URLSearchParams(search).keys()].some((name) => name.toLowerCase() === 'showlogin');
}

/** The same query without any `showlogin` parameter ('' or '?…'). */
export function withoutShowLogin(search: string): string {
  const params = new URLSearchParams(search);
  for (const name of [...params.keys()]) if (name.toLowerCase() === 'showlogin') params.delete(name);
  const text = params.toString();
  return text ? `?${text}` : '';
}
