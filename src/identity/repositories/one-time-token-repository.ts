import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { identityOneTimeTokens, type OneTimeTokenPurpose } from '../../db/schema';

export type OneTimeTokenRow = typeof identityOneTimeTokens.$inferSelect;

/** Reset and confirmation tokens by hash. `use` spends one: it works once, before it expires. */
export function createOneTimeTokenRepository(db: Database) {
  return {
    async insert(row: Omit<OneTimeTokenRow, 'usedAt'>): Promise<void> {
      await db.insert(identityOneTimeTokens).values(row);
    },
    async use(tokenHash: string, purpose: OneTimeTokenPurpose, now: Date): Promise<OneTimeTokenRow | undefined> {
      const [row] = await db
        .update(identityOneTimeTokens)
        .set({ usedAt: now })
        .where(
          and(
            eq(identityOneTimeTokens.tokenHash, tokenHash),
            eq(identityOneTimeTokens.purpose, purpose),
            isNull(identityOneTimeTokens.usedAt),
            gt(identityOneTimeTokens.expiresAt, now),
          ),
        )
        .returning();
      return row;
    },
    /** Spends every open token of a kind for an account (a new reset link replaces the old ones). */
    async spendAll(accountId: string, purpose: OneTimeTokenPurpose, now: Date): Promise<void> {
      await db
        .update(identityOneTimeTokens)
        .set({ usedAt: now })
        .where(
          and(
            eq(identityOneTimeTokens.accountId, accountId),
            eq(identityOneTimeTokens.purpose, purpose),
            isNull(identityOneTimeTokens.usedAt),
          ),
        );
    },
  };
}
export type OneTimeTokenRepository = ReturnType<typeof createOneTimeTokenRepository>;
