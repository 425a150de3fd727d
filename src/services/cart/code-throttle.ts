import { takeAttemptSlot } from '../../db/attempt-slots';
import type { PromoCodeRepository } from '../../db/repositories/promo-code-repository';
import type { Transactions } from '../../db/transactions';
import { CODE_FAILURE_LIMIT, CODE_FAILURE_WINDOW_MS, CODE_THROTTLED_ERROR } from '../../domain/cart-codes';
import { CartRefusal } from './cart-refusal';

/** The slot a code attempt holds while the code is looked at: one failure row per scope. */
export interface CodeSlot {
  failureIds: number[];
}

/**
 * Guessing codes is throttled per visitor (or account) and per client address: CODE_FAILURE_LIMIT
 * codes that did not apply within the window, then 429 until it passes. Each attempt takes its slot
 * (a failure row per scope) before the code is looked at, counting and writing under a lock per
 * scope, so a burst of concurrent guesses stops at the limit; an attempt that was not a failed code
 * gives its slot back. Reading the count first and writing the failure afterwards let 35 of 40
 * concurrent guesses through (issue 36).
 */
export function createCodeThrottle(deps: { codes: PromoCodeRepository; transactions: Transactions; now: () => Date }) {
  const { codes, transactions } = deps;
  return {
    /** Takes the attempt's slot, or refuses it with 429. Call it outside the attempt's own transaction. */
    async take(scopes: readonly string[]): Promise<CodeSlot> {
      const at = deps.now();
      const failureIds = await takeAttemptSlot(transactions, codes.failures, {
        lockKind: 'code-throttle',
        limits: new Map(scopes.map((scope) => [scope, CODE_FAILURE_LIMIT])),
        at,
        windowStart: new Date(at.getTime() - CODE_FAILURE_WINDOW_MS),
        refuse: () => new CartRefusal(429, [CODE_THROTTLED_ERROR]),
      });
      return { failureIds };
    },
    /** The attempt was not a code that failed to apply: its slot is free again. */
    async giveBack(slot: CodeSlot): Promise<void> {
      await codes.failures.remove(slot.failureIds);
    },
  };
}
export type CodeThrottle = ReturnType<typeof createCodeThrottle>;
