import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../client';
import { sandboxGatewayKeys, sandboxGatewayPayments } from '../schema';

export type SandboxPaymentRow = typeof sandboxGatewayPayments.$inferSelect;
export type NewSandboxPayment = Omit<typeof sandboxGatewayPayments.$inferInsert, 'id'>;

/** The sandbox gateway's own tables: its key pair and its ledger of payments. */
export function createSandboxGatewayRepository(db: Database) {
  return {
    async currentKey(): Promise<{ privateJwk: Record<string, unknown>; publicPem: string } | null> {
      const [row] = await db.select().from(sandboxGatewayKeys).where(eq(sandboxGatewayKeys.slot, 'current'));
      return row ?? null;
    },

    /** Two replicas booting together keep whichever key was stored first. */
    async currentKeyOrInsert(key: { privateJwk: Record<string, unknown>; publicPem: string }) {
      await db
        .insert(sandboxGatewayKeys)
        .values({ slot: 'current', ...key })
        .onConflictDoNothing();
      const [row] = await db.select().from(sandboxGatewayKeys).where(eq(sandboxGatewayKeys.slot, 'current'));
      return row!;
    },

    async insert(payment: NewSandboxPayment): Promise<void> {
      await db.insert(sandboxGatewayPayments).values(payment);
    },

    async byPspReference(pspReference: string): Promise<SandboxPaymentRow | null> {
      const [row] = await db.select().from(sandboxGatewayPayments).where(eq(sandboxGatewayPayments.pspReference, pspReference));
      return row ?? null;
    },

    /** The latest payment the gateway recorded for a merchant reference. */
    async byMerchantReference(merchantReference: string): Promise<SandboxPaymentRow | null> {
      const [row] = await db
        .select()
        .from(sandboxGatewayPayments)
        .where(eq(sandboxGatewayPayments.merchantReference, merchantReference))
        .orderBy(sql`${sandboxGatewayPayments.id} desc`)
        .limit(1);
      return row ?? null;
    },

    /** Moves a payment from one of `from` to `to`; false when it was in none of them. */
    async transition(pspReference: string, from: readonly string[], to: string, at: Date, refusalReason?: string): Promise<boolean> {
      const moved = await db
        .update(sandboxGatewayPayments)
        .set({ state: to, updatedAt: at, ...(refusalReason ? { refusalReason } : {}) })
        .where(and(eq(sandboxGatewayPayments.pspReference, pspReference), inArray(sandboxGatewayPayments.state, [...from])))
        .returning({ id: sandboxGatewayPayments.id });
      return moved.length > 0;
    },
  };
}
export type SandboxGatewayRepository = ReturnType<typeof createSandboxGatewayRepository>;
