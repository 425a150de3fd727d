import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { accounts } from '../../db/schema';

export type AccountRow = typeof accounts.$inferSelect;
export type NewAccount = Pick<AccountRow, 'clientId' | 'email' | 'firstName' | 'lastName' | 'phone' | 'abn'> & {
  passwordHash: string | null;
  emailConfirmedAt?: Date | null;
};

/** The sign-in key of an e-mail within a client: trimmed and lower-cased. */
export const emailKeyOf = (email: string) => email.trim().toLowerCase();

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isAccountId = (value: string) => UUID.test(value);

/** Accounts as the identity service reads and writes them. Role and staff fields are never written here. */
export function createAccountRepository(db: Database) {
  return {
    async byId(id: string): Promise<AccountRow | undefined> {
      if (!isAccountId(id)) return undefined;
      const [row] = await db.select().from(accounts).where(eq(accounts.id, id));
      return row;
    },
    async byEmail(clientId: string, email: string): Promise<AccountRow | undefined> {
      const [row] = await db
        .select()
        .from(accounts)
        .where(and(eq(accounts.clientId, clientId), eq(accounts.emailKey, emailKeyOf(email))));
      return row;
    },
    /** Inserts a customer account; undefined when the e-mail is taken in that client. */
    async insertCustomer(account: NewAccount, now: Date): Promise<AccountRow | undefined> {
      const [row] = await db
        .insert(accounts)
        .values({
          ...account,
          email: account.email.trim(),
          emailKey: emailKeyOf(account.email),
          role: 'customer',
          createdAt: now,
          updatedAt: now,
        })
        .onConflictDoNothing()
        .returning();
      return row;
    },
    async update(
      id: string,
      changes: Partial<Pick<AccountRow, 'email' | 'firstName' | 'lastName' | 'passwordHash' | 'emailConfirmedAt'>>,
      now: Date,
    ): Promise<AccountRow | undefined> {
      const values = { ...changes, updatedAt: now, ...(changes.email !== undefined ? { emailKey: emailKeyOf(changes.email) } : {}) };
      const [row] = await db.update(accounts).set(values).where(eq(accounts.id, id)).returning();
      return row;
    },
  };
}
export type AccountRepository = ReturnType<typeof createAccountRepository>;
