import { and, eq } from 'drizzle-orm';
import type { Database } from '../client';
import { accounts, tradeCreditApprovals } from '../schema';
import { NO_TRADE_CREDIT, type TradeCredit } from '../../domain/trade-credit';

/** The credit approvals of trade accounts (ADR 0050). */
export function createTradeCreditRepository(db: Database) {
  return {
    /** What an account is approved for; nothing when staff never approved it. */
    async approvalOf(accountId: string): Promise<TradeCredit> {
      const [row] = await db
        .select({ crAccount: tradeCreditApprovals.crAccount, cashOnDelivery: tradeCreditApprovals.cashOnDelivery })
        .from(tradeCreditApprovals)
        .where(eq(tradeCreditApprovals.accountId, accountId));
      return row ?? NO_TRADE_CREDIT;
    },

    /** A customer account of the client by e-mail (compared as the sign-in compares it), or null. */
    async customerByEmail(clientId: string, email: string): Promise<{ id: string; email: string } | null> {
      const [row] = await db
        .select({ id: accounts.id, email: accounts.email })
        .from(accounts)
        .where(and(eq(accounts.clientId, clientId), eq(accounts.emailKey, email.trim().toLowerCase()), eq(accounts.role, 'customer')));
      return row ?? null;
    },

    /** Sets (or replaces) an account's approval, recording who decided and when. */
    async setApproval(accountId: string, credit: TradeCredit, decision: { by: string | null; note: string; at: Date }): Promise<void> {
      const values = { ...credit, approvedBy: decision.by, note: decision.note, updatedAt: decision.at };
      await db
        .insert(tradeCreditApprovals)
        .values({ accountId, ...values })
        .onConflictDoUpdate({ target: tradeCreditApprovals.accountId, set: values });
    },
  };
}
export type TradeCreditRepository = ReturnType<typeof createTradeCreditRepository>;
