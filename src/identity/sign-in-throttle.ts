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

const accountScope = (attempt: SignInAttempt) => `account:${attempt.clientId}:${emailKeyOf(attempt.email)}`;
const addressScope = (attempt: SignInAttempt) => `address:${attempt.address}`;

/** The sign-in throttle over the failures table, on the service's clock. */
export function createSignInThrottle(failures: SignInFailureRepository, now: () => Date) {
  const windowStart = (at: Date) => new Date(at.getTime() - SIGN_IN_WINDOW_MINUTES * 60_000);

  return {
    /** Throws a 429 (with the seconds to wait) when the account or the address has used up its failures. */
    async check(attempt: SignInAttempt): Promise<void> {
      const at = now();
      for (const [scope, limit] of [
        [accountScope(attempt), SIGN_IN_ACCOUNT_LIMIT],
        [addressScope(attempt), SIGN_IN_ADDRESS_LIMIT],
      ] as const) {
        const { count, oldest } = await failures.since(scope, windowStart(at));
        if (count >= limit && oldest) throw throttled(retryAfterSeconds(oldest, at));
      }
    },
    async recordFailure(attempt: SignInAttempt): Promise<void> {
      const at = now();
      await failures.record([accountScope(attempt), addressScope(attempt)], at, windowStart(at));
    },
    /** A successful sign-in forgets the account's failures (never the address's: one good account must not reset it). */
    async recordSuccess(attempt: SignInAttempt): Promise<void> {
      await failures.clear(accountScope(attempt));
    },
  };
}
export type SignInThrottle = ReturnType<typeof createSignInThrottle>;
