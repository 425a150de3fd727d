import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { identityOneTimeTokens, type OneTimeTokenPurpose } from '../../db/schema';

export type OneTimeTokenRow = typeof identityOneTimeTokens.$inferSelect;
/** A token that belongs to an account (only those can be used). */
export type AccountTokenRow = OneTimeTokenRow & { accountId: string };

const open = (tokenHash: string, purpose: OneTimeTokenPurpose, now: Date) =>
  and(
    eq(identityOneTimeTokens.tokenHash, tokenHash),
    eq(identityOneTimeTokens.purpose, purpose),
    isNull(identityOneTimeTokens.usedAt),
    gt(identityOneTimeTokens.expiresAt, now),
  );

const ofAccount = (row: OneTimeTokenRow | undefined): AccountTokenRow | undefined =>
  row?.accountId ? (row as AccountTokenRow) : undefined;

/** Reset and confirmation tokens by hash. `use` spends one: it works once, before it expires. */
export function createOneTimeTokenRepository(db: Database) {
  return {
    async insert(row: Omit<OneTimeTokenRow, 'usedAt'>): Promise<void> {
      await db.insert(identityOneTimeTokens).values(row);
    },
    /** The open token of an account without spending it: a cheap look before expensive work. */
    async peek(tokenHash: string, purpose: OneTimeTokenPurpose, now: Date): Promise<AccountTokenRow | undefined> {
      const [row] = await db
        .select()
        .from(identityOneTimeTokens)
        .where(open(tokenHash, purpose, now));
      return ofAccount(row);
    },
    async use(tokenHash: string, purpose: OneTimeTokenPurpose, now: Date): Promise<AccountTokenRow | undefined> {
      const [row] = await db
        .update(identityOneTimeTokens)
        .set({ usedAt: now })
        .where(open(tokenHash, purpose, now))
        .returning();
      return ofAccount(row);
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
    /** Spends every open link of an account, of every kind: its address changed, so they were sent elsewhere. */
    async spendEveryLinkOf(accountId: string, now: Date): Promise<void> {
      await db
        .update(identityOneTimeTokens)
        .set({ usedAt: now })
        .where(and(eq(identityOneTimeTokens.accountId, accountId), isNull(identityOneTimeTokens.usedAt)));
    },
    /** Spends the open links of a kind written for an address without an account (the same work as `spendAll`). */
    async spendAllWithoutAccount(email: string, purpose: OneTimeTokenPurpose, now: Date): Promise<void> {
      await db
        .update(identityOneTimeTokens)
        .set({ usedAt: now })
        .where(
          and(
            isNull(identityOneTimeTokens.accountId),
            eq(identityOneTimeTokens.email, email),
            eq(identityOneTimeTokens.purpose, purpose),
            isNull(identityOneTimeTokens.usedAt),
          ),
        );
    },
  };
}
export type OneTimeTokenRepository = ReturnType<typeof createOneTimeTokenRepository>;
