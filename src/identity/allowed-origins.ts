import type { CallRequest } from '../contracts/http/api-call';

/** The origin the request was sent to (scheme, host and port), or null for a Host that is not a host. */
const PLAIN_HOST = /^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

export function ownOrigin(request: Pick<CallRequest, 'host' | 'protocol'>): string | null {
  if (!PLAIN_HOST.test(request.host ?? '')) return null;
  try {
    return new URL(`${request.protocol === 'https' ? 'https' : 'http'}://${request.host}`).origin;
  } catch {
    return null;
  }
}

/**
 * The origin sign-in may send the browser back to, as the URL standard writes it, or null: the site
 * the request came to, PUBLIC_URL or one of CORS_ORIGINS. Anything else is refused, so login-redir is
 * never an open redirect; the redirect is built from this value, never from what was sent.
 */
export function allowedOrigin(origin: string, request: Pick<CallRequest, 'host' | 'protocol'>, allowed: readonly string[]): string | null {
  let normalised: string;
  try {
    const url = new URL(origin);
    if (url.username || url.password || (url.protocol !== 'http:' && url.protocol !== 'https:')) return null;
    normalised = url.origin;
  } catch {
    return null;
  }
  return normalised === ownOrigin(request) || allowed.includes(normalised) ? normalised : null;
}
