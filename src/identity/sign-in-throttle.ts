import { takeAttemptSlot } from '../db/attempt-slots';
import type { Transactions } from '../db/transactions';
import { retryAfterSeconds, SIGN_IN_ACCOUNT_LIMIT, SIGN_IN_ADDRESS_LIMIT, SIGN_IN_WINDOW_MINUTES } from '../domain/sign-in-throttle';
import { throttled } from './identity-error';
import type { SignInFailureRepository } from './repositories/sign-in-failure-repository';
import { emailKeyOf } from './repositories/account-repository';

export interface SignInAttempt {
  clientId: string;
  email: string;
  /** The client address as the server reads it (TRUST_PROXY). */
  address: string;
}

/** The slot an attempt holds while its password is checked: its rows in the account's and the address's windows. */
export interface SignInSlot {
  attempt: SignInAttempt;
  addressRowId: number;
}

const accountScope = (attempt: SignInAttempt) => `account:${attempt.clientId}:${emailKeyOf(attempt.email)}`;
const addressScope = (attempt: SignInAttempt) => `address:${attempt.address}`;

/**
 * The sign-in throttle over the failures table, on the service's clock. Every password check
 * (sign-in, and the current password of a profile change) takes its slot first and counts as a
 * failure unless it succeeds; a success gives its slot back.
 */
export function createSignInThrottle(failures: SignInFailureRepository, transactions: Transactions, now: () => Date) {
  const windowStart = (at: Date) => new Date(at.getTime() - SIGN_IN_WINDOW_MINUTES * 60_000);

  return {
    /**
     * Takes the attempt's slot in the account's and the address's windows, or throws a 429 (with
     * the seconds to wait) when either has used up its failures (takeAttemptSlot: concurrent
     * attempts stop at the limits).
     */
    async take(attempt: SignInAttempt): Promise<SignInSlot> {
      const at = now();
      const [, addressRowId] = await takeAttemptSlot(transactions, failures, {
        lockKind: 'sign-in-throttle',
        limits: new Map([
          [accountScope(attempt), SIGN_IN_ACCOUNT_LIMIT],
          [addressScope(attempt), SIGN_IN_ADDRESS_LIMIT],
        ]),
        at,
        windowStart: windowStart(at),
        refuse: (oldest) => throttled(retryAfterSeconds(oldest, at)),
      });
      return { attempt, addressRowId: addressRowId! };
    },
    /**
     * The password was right: the account's failures are forgotten and the address gets its slot
     * back (its earlier failures stay: one good account must not reset them).
     */
    async succeeded(slot: SignInSlot): Promise<void> {
      await failures.clear(accountScope(slot.attempt));
      await failures.remove(slot.addressRowId);
    },
    /** Forgets the account's failures (a completed password reset). */
    async recordSuccess(attempt: SignInAttempt): Promise<void> {
      await failures.clear(accountScope(attempt));
    },
  };
}
export type SignInThrottle = ReturnType<typeof createSignInThrottle>;
