import type { FastifyRequest } from 'fastify';
import type { CallerResolver } from '../api/http/caller';
import { readVisitorId } from '../api/http/visitor-id';
import { REFRESH_COOKIE, type AccountSummary } from '../contracts/identity';
import type { Caller } from '../domain/caller';
import type { Identity } from '../identity/create-identity';

/**
 * Production caller resolution. An /api call is signed in only by `Authorization: Bearer <access
 * token>` (a cookie alone never is, so another site cannot act for a shopper). A page's API calls
 * never come this way: they are dispatched in process with the page's caller (resolvePageCaller,
 * page-api.ts), so no header can claim to be a page's.
 */
export function identityCallerResolver(identity: Identity): CallerResolver {
  return (request) => {
    const visitorId = readVisitorId(request);
    // Most calls carry no token: they are the visitor's at once, with nothing to verify.
    if (request.headers.authorization === undefined) return { kind: 'visitor', visitorId };
    return identity
      .callerOfBearer(request.headers.authorization)
      .then((caller) => (caller ? { ...caller, visitorId } : { kind: 'visitor', visitorId }));
  };
}

export interface PageCaller {
  caller: Caller;
  /** The signed-in account's header summary (first paint), or null for a visitor. */
  account: AccountSummary | null;
}

/**
 * Who a page request is, from the refresh cookie read only: a valid, current, unrevoked token is
 * that account. A page load never rotates the token (only relogin does), so a page and the silent
 * renew running together cannot trip the reuse check.
 */
export async function resolvePageCaller(identity: Identity, request: FastifyRequest): Promise<PageCaller> {
  const visitorId = readVisitorId(request);
  const session = await identity.callerOfSession(request.cookies[REFRESH_COOKIE]).catch(() => null);
  if (!session) return { caller: { kind: 'visitor', visitorId }, account: null };
  return { caller: { kind: session.kind, accountId: session.accountId, visitorId }, account: session.summary };
}
