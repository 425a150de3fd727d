/**
 * Who is calling. Until accounts exist every caller is an anonymous visitor (known, at most, by the
 * `wau` cookie); customers and staff arrive with the identity work and fit the same shape.
 */
export type Caller =
  | { kind: 'visitor'; visitorId: string | null }
  | { kind: 'customer'; customerId: string; visitorId: string | null }
  | { kind: 'staff'; staffId: string; visitorId: string | null };

/** Who a call is open to, declared where the call is defined. */
export const ACCESS_LEVELS = ['public', 'customer', 'staff'] as const;
export type Access = (typeof ACCESS_LEVELS)[number];

export type AccessDecision = 'allowed' | 'unauthenticated' | 'forbidden';

/**
 * A customer call is for signed-in customers and a staff call for signed-in staff. Nobody signed in
 * is told to sign in (401); someone signed in as the other kind is refused (403): a staff member
 * acting for a shopper does so through staff calls, so staff do not pass customer checks.
 */
export function decideAccess(access: Access, caller: Caller): AccessDecision {
  if (access === 'public') return 'allowed';
  if (caller.kind === 'visitor') return 'unauthenticated';
  return caller.kind === access ? 'allowed' : 'forbidden';
}

/** A stable key for what a caller owns (idempotency keys, rate buckets): the account, else the visitor. */
export function callerScope(caller: Caller): string {
  switch (caller.kind) {
    case 'customer':
      return `customer:${caller.customerId}`;
    case 'staff':
      return `staff:${caller.staffId}`;
    default:
      return caller.visitorId ? `visitor:${caller.visitorId}` : 'anonymous';
  }
}
