import type { Transactions } from './transactions';

/** Where a throttle keeps its attempts: one row per scope an attempt counts in (sign-in failures, code failures). */
export interface AttemptRows {
  /** The rows of a scope inside the window that started at `windowStart`, and the oldest of them. */
  inWindow(scope: string, windowStart: Date): Promise<{ count: number; oldest: Date | null }>;
  /** Writes one row per scope, at `at`; answers their ids in the order of `scopes`. */
  record(scopes: readonly string[], at: Date, windowStart: Date): Promise<number[]>;
}

export interface SlotRequest {
  /** The advisory lock kind that queues attempts of one scope while they count and take a slot. */
  lockKind: string;
  /** Each scope the attempt counts in, with the rows its window holds at most. */
  limits: ReadonlyMap<string, number>;
  at: Date;
  windowStart: Date;
  /** The refusal when a scope's window is full; `oldest` is its oldest row (when a slot frees). */
  refuse(oldest: Date): Error;
}

/**
 * Takes an attempt's slot in every scope's window, or throws the refusal when one is full. Counting
 * and writing happen under a lock per scope, so of concurrent attempts only as many as the limits
 * leave get a slot: a count read before the work and a row written after it let a burst through
 * (issue 36). The locks are taken in one order, so two attempts never wait for each other's second
 * lock. Answers the slot's row ids in the order of the limits' scopes; the caller gives a slot back
 * by deleting them when the attempt turns out not to count.
 */
export function takeAttemptSlot(transactions: Transactions, rows: AttemptRows, slot: SlotRequest): Promise<number[]> {
  const scopes = [...slot.limits.keys()];
  return transactions.run(async () => {
    for (const scope of [...scopes].sort()) await transactions.lockAggregate(slot.lockKind, scope);
    for (const [scope, limit] of slot.limits) {
      const { count, oldest } = await rows.inWindow(scope, slot.windowStart);
      if (count >= limit) throw slot.refuse(oldest ?? slot.at);
    }
    return rows.record(scopes, slot.at, slot.windowStart);
  });
}
