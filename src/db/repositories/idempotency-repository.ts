import { and, eq, lte } from 'drizzle-orm';
import type { Database } from '../client';
import { idempotencyKeys } from '../schema';

export interface StoredAnswer {
  status: number;
  body: unknown;
}

export type KeyClaim = { claimed: true } | { claimed: false; fingerprint: string; answer: StoredAnswer | null };

/** Idempotency keys; every method is meant to run inside the transaction that does the keyed work. */
export function createIdempotencyRepository(db: Database) {
  return {
    /**
     * Claims (scope, key) with a new row, or reports the row that holds it. On PostgreSQL an insert
     * that meets another transaction's uncommitted row for the same key waits for that transaction:
     * a concurrent retry queues here and then sees the committed answer (or, if the first attempt
     * rolled back, claims the key itself).
     */
    async claim(scope: string, key: string, fingerprint: string, now: Date, expiresAt: Date): Promise<KeyClaim> {
      // An expired key is free again (a day, as Stripe keeps them).
      await db
        .delete(idempotencyKeys)
        .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key), lte(idempotencyKeys.expiresAt, now)));
      const inserted = await db
        .insert(idempotencyKeys)
        .values({ scope, key, fingerprint, createdAt: now, expiresAt })
        .onConflictDoNothing()
        .returning({ key: idempotencyKeys.key });
      if (inserted.length > 0) return { claimed: true };
      const [held] = await db
        .select()
        .from(idempotencyKeys)
        .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)));
      if (!held) throw new Error('idempotency key vanished between claim and read');
      return {
        claimed: false,
        fingerprint: held.fingerprint,
        answer: held.status === null ? null : { status: held.status, body: held.response },
      };
    },

    async store(scope: string, key: string, answer: StoredAnswer): Promise<void> {
      await db
        .update(idempotencyKeys)
        .set({ status: answer.status, response: answer.body ?? null })
        .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)));
    },

    /** Frees a key whose request ended without an answer to replay (a workflow that failed after its first step). */
    async forget(scope: string, key: string): Promise<void> {
      await db.delete(idempotencyKeys).where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)));
    },

    async purgeExpired(now: Date): Promise<number> {
      const gone = await db.delete(idempotencyKeys).where(lte(idempotencyKeys.expiresAt, now)).returning({ key: idempotencyKeys.key });
      return gone.length;
    },
  };
}
export type IdempotencyRepository = ReturnType<typeof createIdempotencyRepository>;
