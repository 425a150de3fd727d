import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../client';
import { sandboxProviderSessions } from '../schema';

/** The sandbox payment providers' books (src/providers/payments/sandbox-providers.ts). */
export function createSandboxProviderRepository(db: Database) {
  return {
    async insert(session: Omit<typeof sandboxProviderSessions.$inferInsert, 'captures'>): Promise<void> {
      await db.insert(sandboxProviderSessions).values(session);
    },

    async byReference(reference: string) {
      const [row] = await db.select().from(sandboxProviderSessions).where(eq(sandboxProviderSessions.reference, reference));
      return row ?? null;
    },

    async transition(reference: string, from: readonly string[], to: string, at: Date): Promise<boolean> {
      const moved = await db
        .update(sandboxProviderSessions)
        .set({ state: to, updatedAt: at })
        .where(and(eq(sandboxProviderSessions.reference, reference), inArray(sandboxProviderSessions.state, [...from])))
        .returning({ reference: sandboxProviderSessions.reference });
      return moved.length > 0;
    },

    async capture(reference: string, at: Date): Promise<boolean> {
      const moved = await db
        .update(sandboxProviderSessions)
        .set({ state: 'captured', captures: sql`${sandboxProviderSessions.captures} + 1`, updatedAt: at })
        .where(and(eq(sandboxProviderSessions.reference, reference), inArray(sandboxProviderSessions.state, ['approved', 'captured'])))
        .returning({ reference: sandboxProviderSessions.reference });
      return moved.length > 0;
    },
  };
}
