/**
 * How a call's answers may be cached, declared on its route spec (RouteSpec.cache) rather than set
 * by hand in handlers. A call without a declaration answers `no-cache` (register-api).
 *
 * - 'no-store': nothing keeps the answer (writes, events);
 * - 'private': answers about one visitor (their store, their compare list): no shared cache, no copy kept;
 * - { publicMaxAge }: the same for every visitor, cacheable by anyone for that many seconds.
 */
export type CachePolicy = 'no-store' | 'private' | { publicMaxAge: number };

/**
 * The Cache-Control header for an answer with `statusCode`, or null to leave the API's default.
 * A public lifetime is given to successful answers only: an error is never cached for minutes.
 * Private and no-store apply to every answer, errors included (they may name the visitor's data).
 */
export function cacheControlFor(policy: CachePolicy | undefined, statusCode: number): string | null {
  if (policy === undefined) return null;
  if (policy === 'no-store') return 'no-store';
  if (policy === 'private') return 'private, no-store';
  return statusCode < 400 ? `public, max-age=${policy.publicMaxAge}` : null;
}
