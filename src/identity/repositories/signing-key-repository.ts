import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { identitySigningKeys } from '../../db/schema';

export type StoredSigningKey = typeof identitySigningKeys.$inferSelect;

/** The generated signing keys every replica shares. */
export function createSigningKeyRepository(db: Database) {
  return {
    /** Keeps `key` as the current key unless another replica stored one first; answers the current key. */
    async currentOrInsert(key: Omit<StoredSigningKey, 'createdAt' | 'slot'>): Promise<StoredSigningKey> {
      await db
        .insert(identitySigningKeys)
        .values({ ...key, slot: 'current' })
        .onConflictDoNothing();
      const [current] = await db.select().from(identitySigningKeys).where(eq(identitySigningKeys.slot, 'current'));
      return current!;
    },
    async current(): Promise<StoredSigningKey | undefined> {
      const [current] = await db.select().from(identitySigningKeys).where(eq(identitySigningKeys.slot, 'current'));
      return current;
    },
    /** Every key, current and retired, for the published key set. */
    async all(): Promise<StoredSigningKey[]> {
      return db.select().from(identitySigningKeys).orderBy(asc(identitySigningKeys.createdAt));
    },
  };
}
