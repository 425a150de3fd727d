import { sql } from 'drizzle-orm';
import type { Database } from '../client';
import { addressQuotas } from '../schema';

export interface QuotaUse {
  /** Whether this use fits the limit (the work may go ahead). */
  allowed: boolean;
  /** When the window that counted it started. */
  windowStartedAt: Date;
}

/** Per-address counters over fixed windows that start with their first use (`domain/address-quota`). */
export function createAddressQuotaRepository(db: Database) {
  return {
    /**
     * Counts one use and answers whether it fits `limit`, in one statement: the upsert locks the row,
     * so of any number of concurrent callers exactly `limit` see a count within it. A window that
     * has ended starts again at this use.
     */
    async take(quotaKey: string, limit: number, windowMs: number, now: Date): Promise<QuotaUse> {
      const windowEndedBefore = new Date(now.getTime() - windowMs).toISOString();
      const [row] = await db
        .insert(addressQuotas)
        .values({ quotaKey, windowStartedAt: now, used: 1 })
        .onConflictDoUpdate({
          target: addressQuotas.quotaKey,
          set: {
            used: sql`case when ${addressQuotas.windowStartedAt} <= ${windowEndedBefore}::timestamptz then 1 else ${addressQuotas.used} + 1 end`,
            windowStartedAt: sql`case when ${addressQuotas.windowStartedAt} <= ${windowEndedBefore}::timestamptz then excluded.window_started_at else ${addressQuotas.windowStartedAt} end`,
          },
        })
        .returning({ used: addressQuotas.used, windowStartedAt: addressQuotas.windowStartedAt });
      return { allowed: row!.used <= limit, windowStartedAt: row!.windowStartedAt };
    },
  };
}
export type AddressQuotaRepository = ReturnType<typeof createAddressQuotaRepository>;
