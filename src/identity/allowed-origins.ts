import type { FastifyRequest } from 'fastify';

/** The origin the request was sent to (scheme, host and port), or null for a Host that is not a host. */
export function ownOrigin(request: FastifyRequest): string | null {
  try {
    const url = new URL(`${request.protocol === 'https' ? 'https' : 'http'}://${request.host}`);
    return url.host === request.host.toLowerCase() ? url.origin : null;
  } catch {
    return null;
  }
}

/**
 * The origin sign-in may send the browser back to, as the URL standard writes it, or null: the site
 * the request came to, PUBLIC_URL or one of CORS_ORIGINS. Anything else is refused, so login-redir is
 * never an open redirect; the redirect is built from this value, never from what was sent.
 */
export function allowedOrigin(origin: string, request: FastifyRequest, allowed: readonly string[]): string | null {
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
