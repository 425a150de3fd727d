import { isSignedIn, type Caller } from '../../domain/caller';
import type { CartOwner } from '../cart/cart-service';

/** The cart a caller checks out: their account's, else their visitor cookie's. */
export function checkoutOwner(caller: Caller): CartOwner | null {
  if (isSignedIn(caller)) return { accountId: caller.accountId };
  return caller.visitorId ? { visitorId: caller.visitorId } : null;
}

/** Whether an order is the caller's: the account that placed it (or the staff member), else the guest's browser. */
export const ownsOrder = (caller: Caller, order: { accountId: string | null; placedByStaffId: string | null; visitorId: string | null }) =>
  isSignedIn(caller)
    ? order.accountId === caller.accountId || order.placedByStaffId === caller.accountId
    : caller.visitorId !== null && order.accountId === null && order.visitorId === caller.visitorId;
