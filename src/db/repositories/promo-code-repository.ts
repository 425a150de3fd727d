import { and, count, eq, gte, inArray, lt, min, sql } from 'drizzle-orm';
import type { Database } from '../client';
import { promoCodeFailures, promoCodes, promoCodeUses } from '../schema';

/** How often a code has been used by placed orders, and the failed attempts that throttle guessing. */
export function createPromoCodeRepository(db: Database) {
  return {
    async usage(codeId: number, customerKey: string | null): Promise<{ total: number; byCustomer: number | null }> {
      const [total] = await db.select({ n: count() }).from(promoCodeUses).where(eq(promoCodeUses.codeId, codeId));
      if (customerKey === null) return { total: Number(total?.n ?? 0), byCustomer: null };
      const [mine] = await db
        .select({ n: count() })
        .from(promoCodeUses)
        .where(and(eq(promoCodeUses.codeId, codeId), eq(promoCodeUses.customerKey, customerKey)));
      return { total: Number(total?.n ?? 0), byCustomer: Number(mine?.n ?? 0) };
    },

    /** Codes that did not apply, per scope: the code throttle's slots (takeAttemptSlot). */
    failures: {
      async inWindow(scope: string, since: Date): Promise<{ count: number; oldest: Date | null }> {
        const [row] = await db
          .select({ n: count(), oldest: min(promoCodeFailures.failedAt) })
          .from(promoCodeFailures)
          .where(and(eq(promoCodeFailures.scope, scope), gte(promoCodeFailures.failedAt, since)));
        const oldest = row?.oldest ?? null;
        return { count: Number(row?.n ?? 0), oldest: oldest === null ? null : new Date(oldest) };
      },
      /** Writes one failure per scope; answers their ids (a slot that is given back deletes them). */
      async record(scopes: readonly string[], at: Date): Promise<number[]> {
        if (scopes.length === 0) return [];
        const rows = await db
          .insert(promoCodeFailures)
          .values(scopes.map((scope) => ({ scope, failedAt: at })))
          .returning({ id: promoCodeFailures.id });
        return rows.map((row) => row.id);
      },
      async remove(ids: readonly number[]): Promise<void> {
        if (ids.length === 0) return;
        await db.delete(promoCodeFailures).where(inArray(promoCodeFailures.id, [...ids]));
      },
    },

    /** Locks the codes' rows until the transaction ends: concurrent orders using one code queue here. */
    async lockCodes(codeIds: number[]): Promise<void> {
      if (codeIds.length === 0) return;
      await db.execute(sql`select id from ${promoCodes} where ${inArray(promoCodes.id, codeIds)} order by id for update`);
    },

    async recordUse(use: { codeId: number; customerKey: string; orderRef: string; amountCents: number }): Promise<void> {
      await db.insert(promoCodeUses).values(use);
    },

    /** Takes an amount off a gift card; false when its balance no longer covers it. */
    async spendBalance(codeId: number, amountCents: number): Promise<boolean> {
      const spent = await db
        .update(promoCodes)
        .set({ balanceCents: sql`${promoCodes.balanceCents} - ${amountCents}` })
        .where(and(eq(promoCodes.id, codeId), gte(promoCodes.balanceCents, amountCents)))
        .returning({ id: promoCodes.id });
      return spent.length > 0;
    },

    async purgeFailures(before: Date): Promise<void> {
      await db.delete(promoCodeFailures).where(lt(promoCodeFailures.failedAt, before));
    },
  };
}
export type PromoCodeRepository = ReturnType<typeof createPromoCodeRepository>;
