import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../client';
import { accounts, customerAddresses } from '../schema';

export type AddressRow = typeof customerAddresses.$inferSelect;
export type AddressValues = Omit<typeof customerAddresses.$inferInsert, 'id' | 'accountId' | 'createdAt' | 'updatedAt'>;

/** A customer's saved addresses; every query is scoped to the owning account in SQL. */
export function createAddressRepository(db: Database) {
  const own = (accountId: string, id: string) => and(eq(customerAddresses.accountId, accountId), eq(customerAddresses.id, id));
  return {
    async accountExists(accountId: string): Promise<boolean> {
      const [row] = await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.id, accountId));
      return row !== undefined;
    },

    async list(accountId: string): Promise<AddressRow[]> {
      return db
        .select()
        .from(customerAddresses)
        .where(eq(customerAddresses.accountId, accountId))
        .orderBy(asc(customerAddresses.createdAt), asc(customerAddresses.id));
    },

    async insert(accountId: string, values: AddressValues, now: Date): Promise<AddressRow> {
      const [row] = await db
        .insert(customerAddresses)
        .values({ ...values, accountId, createdAt: now, updatedAt: now })
        .returning();
      return row!;
    },

    /** Null when the address is not the account's (or does not exist): the caller answers 404 either way. */
    async update(accountId: string, id: string, values: AddressValues, now: Date): Promise<AddressRow | null> {
      const [row] = await db
        .update(customerAddresses)
        .set({ ...values, updatedAt: now })
        .where(own(accountId, id))
        .returning();
      return row ?? null;
    },

    async remove(accountId: string, id: string): Promise<boolean> {
      const deleted = await db.delete(customerAddresses).where(own(accountId, id)).returning({ id: customerAddresses.id });
      return deleted.length > 0;
    },
  };
}
export type AddressRepository = ReturnType<typeof createAddressRepository>;
