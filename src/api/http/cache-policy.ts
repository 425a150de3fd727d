import type { CachePolicy } from '../../contracts/http/route-contract';

/**
 * The Cache-Control header for an answer with `statusCode`, or null to leave the API's default.
 * A public lifetime is given to successful answers only: an error is never cached for minutes.
 * Private and no-store apply to every answer, errors included (they may name the visitor's data),
 * and to every answer to a signed-in caller, whatever the call declares.
 */
export function cacheControlFor(policy: CachePolicy | undefined, statusCode: number, signedIn = false): string | null {
  // An answer to someone signed in may carry what only they see (wac prices, staff fields): no shared copy.
  if (signedIn) return 'private, no-store';
  if (policy === undefined) return null;
  if (policy === 'no-store') return 'no-store';
  if (policy === 'private') return 'private, no-store';
  return statusCode < 400 ? `public, max-age=${policy.publicMaxAge}` : null;
}
