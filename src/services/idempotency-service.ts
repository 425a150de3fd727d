import type { IdempotencyRepository, StoredAnswer } from '../db/repositories/idempotency-repository';
import type { Transactions } from '../db/transactions';

export type { StoredAnswer };
export const IDEMPOTENCY_KEY_LIFETIME_MS = 24 * 60 * 60 * 1000;

export interface KeyedRequest {
  /** Whose key it is (callerScope): one caller's key never replays another caller's answer. */
  scope: string;
  key: string;
  fingerprint: string;
  now: Date;
}

export type KeyedOutcome =
  | { outcome: 'performed' | 'replayed'; answer: StoredAnswer }
  /** The key was used with a different request. */
  | { outcome: 'mismatch' }
  /** The key is held by an attempt that stored no answer (it should not outlive its transaction). */
  | { outcome: 'unanswered' };

/**
 * Stripe's idempotency: the key is claimed by a row in the same transaction as the work and its
 * answer, so the work and the record of it commit together or not at all. A failed attempt rolls
 * back and frees the key for a retry; only answers that were given (2xx) are replayed.
 */
export function createIdempotencyService(keys: IdempotencyRepository, transactions: Transactions) {
  return {
    once(request: KeyedRequest, work: () => Promise<StoredAnswer>): Promise<KeyedOutcome> {
      const { scope, key, fingerprint, now } = request;
      return transactions.run(async (): Promise<KeyedOutcome> => {
        const expiresAt = new Date(now.getTime() + IDEMPOTENCY_KEY_LIFETIME_MS);
        const claim = await keys.claim(scope, key, fingerprint, now, expiresAt);
        if (!claim.claimed) {
          if (claim.fingerprint !== fingerprint) return { outcome: 'mismatch' };
          return claim.answer ? { outcome: 'replayed', answer: claim.answer } : { outcome: 'unanswered' };
        }
        const answer = await work();
        await keys.store(scope, key, answer);
        return { outcome: 'performed', answer };
      });
    },
    purgeExpired: (now: Date) => keys.purgeExpired(now),
  };
}
export type IdempotencyService = ReturnType<typeof createIdempotencyService>;
