import { and, count, eq, gt, inArray, lte, min } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { identitySignInFailures } from '../../db/schema';

/**
 * Failed sign-ins in the database, so every replica (and PGlite) counts the same failures. A row is
 * written when an attempt takes its slot, before its password is checked; it stays as the failure
 * unless the attempt succeeds and gives it back.
 */
export function createSignInFailureRepository(db: Database) {
  return {
    /** Failures of a scope since `since`, and the oldest of them (when the window frees a slot). */
    async inWindow(scopeKey: string, since: Date): Promise<{ count: number; oldest: Date | null }> {
      const [row] = await db
        .select({ count: count(), oldest: min(identitySignInFailures.failedAt) })
        .from(identitySignInFailures)
        .where(and(eq(identitySignInFailures.scopeKey, scopeKey), gt(identitySignInFailures.failedAt, since)));
      const oldest = row?.oldest ?? null;
      return { count: Number(row?.count ?? 0), oldest: oldest === null ? null : new Date(oldest) };
    },
    /** Writes one row per scope; answers their ids in the order of the scopes. */
    async record(scopeKeys: readonly string[], now: Date, forgetBefore: Date): Promise<number[]> {
      const rows = await db
        .insert(identitySignInFailures)
        .values(scopeKeys.map((scopeKey) => ({ scopeKey, failedAt: now })))
        .returning({ id: identitySignInFailures.id, scopeKey: identitySignInFailures.scopeKey });
      // Rows older than the window count for nothing; each write sweeps its own scopes.
      await db
        .delete(identitySignInFailures)
        .where(and(inArray(identitySignInFailures.scopeKey, [...scopeKeys]), lte(identitySignInFailures.failedAt, forgetBefore)));
      const ids = new Map(rows.map((row) => [row.scopeKey, row.id]));
      return scopeKeys.map((scopeKey) => ids.get(scopeKey)!);
    },
    /** Takes back one row: the slot of an attempt that turned out not to be a failure. */
    async remove(id: number): Promise<void> {
      await db.delete(identitySignInFailures).where(eq(identitySignInFailures.id, id));
    },
    async clear(scopeKey: string): Promise<void> {
      await db.delete(identitySignInFailures).where(eq(identitySignInFailures.scopeKey, scopeKey));
    },
  };
}
export type SignInFailureRepository = ReturnType<typeof createSignInFailureRepository>;
