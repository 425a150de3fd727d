/**
 * Who is calling: an anonymous visitor (known, at most, by the `wau` cookie), a signed-in customer or
 * a signed-in staff member. Customers and staff are both accounts; the kind comes from the account
 * on the server, never from anything the browser sends.
 */
export type Caller =
  | { kind: 'visitor'; visitorId: string | null }
  | { kind: 'customer'; accountId: string; visitorId: string | null }
  | { kind: 'staff'; accountId: string; visitorId: string | null };

export type SignedInCaller = Extract<Caller, { accountId: string }>;

/**
 * Who a call is open to, declared where the call is defined: anyone, anyone signed in (`account`:
 * their own profile, orders and addresses), customers only, or staff only.
 */
export const ACCESS_LEVELS = ['public', 'account', 'customer', 'staff'] as const;
export type Access = (typeof ACCESS_LEVELS)[number];

export type AccessDecision = 'allowed' | 'unauthenticated' | 'forbidden';

export function isSignedIn(caller: Caller): caller is SignedInCaller {
  return caller.kind !== 'visitor';
}

/**
 * A customer call is for signed-in customers and a staff call for signed-in staff; an account call
 * is for either. Nobody signed in is told to sign in (401); someone signed in as the other kind is
 * refused (403): a staff member acting for a shopper does so through staff calls, so staff do not
 * pass customer checks.
 */
export function decideAccess(access: Access, caller: Caller): AccessDecision {
  if (access === 'public') return 'allowed';
  if (!isSignedIn(caller)) return 'unauthenticated';
  if (access === 'account') return 'allowed';
  return caller.kind === access ? 'allowed' : 'forbidden';
}

/**
 * A stable key for what a caller owns (idempotency keys): the account, else the visitor; null for a
 * caller with no identity at all, whom nothing here may lump together with other such callers.
 */
export function callerScope(caller: Caller): string | null {
  if (isSignedIn(caller)) return `account:${caller.accountId}`;
  return caller.visitorId ? `visitor:${caller.visitorId}` : null;
}
