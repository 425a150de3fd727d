import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { accounts, identityRefreshTokens } from '../../db/schema';

export type RefreshTokenRow = typeof identityRefreshTokens.$inferSelect;

/** Refresh tokens by hash; families are revoked as a whole. */
export function createRefreshTokenRepository(db: Database) {
  return {
    async insert(row: Pick<RefreshTokenRow, 'familyId' | 'accountId' | 'tokenHash' | 'createdAt' | 'expiresAt'>): Promise<void> {
      await db.insert(identityRefreshTokens).values(row);
    },
    async byHash(tokenHash: string): Promise<RefreshTokenRow | undefined> {
      const [row] = await db.select().from(identityRefreshTokens).where(eq(identityRefreshTokens.tokenHash, tokenHash));
      return row;
    },
    /** Marks the token rotated if it still was current; false when another request rotated it first. */
    async markRotated(id: string, now: Date): Promise<boolean> {
      const rows = await db
        .update(identityRefreshTokens)
        .set({ rotatedAt: now })
        .where(and(eq(identityRefreshTokens.id, id), isNull(identityRefreshTokens.rotatedAt), isNull(identityRefreshTokens.revokedAt)))
        .returning({ id: identityRefreshTokens.id });
      return rows.length === 1;
    },
    async revokeFamily(familyId: string, now: Date): Promise<void> {
      await db
        .update(identityRefreshTokens)
        .set({ revokedAt: now })
        .where(and(eq(identityRefreshTokens.familyId, familyId), isNull(identityRefreshTokens.revokedAt)));
    },
    /** Every session of an account, except `keepFamilyId` (the one making a change) when given. */
    async revokeAccount(accountId: string, now: Date, keepFamilyId?: string): Promise<void> {
      await db
        .update(identityRefreshTokens)
        .set({ revokedAt: now })
        .where(
          and(
            eq(identityRefreshTokens.accountId, accountId),
            isNull(identityRefreshTokens.revokedAt),
            keepFamilyId ? ne(identityRefreshTokens.familyId, keepFamilyId) : undefined,
          ),
        );
    },
    /**
     * The account's current role when the family is live (a current token that is neither revoked
     * nor expired), else undefined: what an access token's bearer is, read from the account row.
     */
    async liveFamilyRole(familyId: string, accountId: string, now: Date): Promise<'customer' | 'staff' | undefined> {
      const [row] = await db
        .select({ role: accounts.role })
        .from(identityRefreshTokens)
        .innerJoin(accounts, eq(accounts.id, identityRefreshTokens.accountId))
        .where(
          and(
            eq(identityRefreshTokens.familyId, familyId),
            eq(identityRefreshTokens.accountId, accountId),
            isNull(identityRefreshTokens.revokedAt),
            gt(identityRefreshTokens.expiresAt, now),
          ),
        )
        .limit(1);
      return row?.role;
    },
  };
}
export type RefreshTokenRepository = ReturnType<typeof createRefreshTokenRepository>;
