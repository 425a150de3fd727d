import { and, eq, lte } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { identityExternalLogins, identityOauthStates } from '../../db/schema';

export type OauthStateRow = typeof identityOauthStates.$inferSelect;

/** Social sign-in: links of provider subjects to accounts, and the flows in flight. */
export function createExternalLoginRepository(db: Database) {
  return {
    async accountIdOf(clientId: string, provider: string, subject: string): Promise<string | undefined> {
      const [row] = await db
        .select({ accountId: identityExternalLogins.accountId })
        .from(identityExternalLogins)
        .where(
          and(
            eq(identityExternalLogins.clientId, clientId),
            eq(identityExternalLogins.provider, provider),
            eq(identityExternalLogins.subject, subject),
          ),
        );
      return row?.accountId;
    },
    async link(row: typeof identityExternalLogins.$inferInsert): Promise<void> {
      await db.insert(identityExternalLogins).values(row).onConflictDoNothing();
    },
    async saveState(row: OauthStateRow): Promise<void> {
      await db.delete(identityOauthStates).where(lte(identityOauthStates.expiresAt, row.createdAt));
      await db.insert(identityOauthStates).values(row);
    },
    /** Takes a flow's state once: it is deleted as it is read. */
    async takeState(stateHash: string): Promise<OauthStateRow | undefined> {
      const [row] = await db.delete(identityOauthStates).where(eq(identityOauthStates.stateHash, stateHash)).returning();
      return row;
    },
  };
}
export type ExternalLoginRepository = ReturnType<typeof createExternalLoginRepository>;
