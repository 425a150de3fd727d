import type { RouteContract } from './route-contract';

/** The success statuses a call may answer: 200 with its body, 204 when it has none, and its redirects. */
export function successStatuses(contract: RouteContract): number[] {
  const redirects = contract.redirects ?? [];
  if (contract.response === null) return redirects.length > 0 ? [...redirects] : [204];
  return [...(contract.mayBeEmpty ? [200, 204] : [200]), ...redirects];
}

/**
 * The error statuses a call may answer, from what it declares: 400 for input it parses, 401 and
 * 403 for calls that are not public and for writes (refused from another site), 413 and 415 for
 * a body on any write (too large, wrong media type), 429 from
 * the rate limit and 500 for everything else, 422 for an Idempotency-Key reused with another
 * request, plus the call's own (404, …). The OpenAPI document
 * lists exactly these and the answer check accepts exactly these.
 */
export function errorStatuses(contract: RouteContract): number[] {
  const statuses = new Set<number>(contract.errors ?? []);
  if (contract.params || contract.query || contract.body || contract.headers || contract.idempotent) statuses.add(400);
  if (contract.access !== 'public') {
    statuses.add(401);
    statuses.add(403);
  }
  const writes = contract.method !== 'GET';
  // Any write may carry a body (too large, wrong media type), and one sent from another site is refused.
  if (contract.body || writes) {
    statuses.add(413);
    statuses.add(415);
  }
  if (writes) statuses.add(403);
  // The Idempotency-Key was used before with another request.
  if (contract.idempotent) statuses.add(422);
  statuses.add(429);
  statuses.add(500);
  return [...statuses].sort((a, b) => a - b);
}
