import type { TradeCreditAnswer, TradeCreditUpdate } from '../contracts/trade-credit';
import type { TradeCreditRepository } from '../db/repositories/trade-credit-repository';

/**
 * Staff decide who buys on credit (ADR 0050): a staff member of the flavour approves a customer
 * account for the CR account and cash on delivery, or withdraws it. The decision records who made it.
 */
export function createTradeCreditService(repository: TradeCreditRepository, context: { clientId: string; now: () => Date }) {
  return {
    /** Answers the account's approval as now set, or null when the flavour has no such customer account. */
    async set(staffAccountId: string, update: TradeCreditUpdate): Promise<TradeCreditAnswer | null> {
      const account = await repository.customerByEmail(context.clientId, update.email);
      if (!account) return null;
      const credit = { crAccount: update.crAccount, cashOnDelivery: update.cashOnDelivery };
      await repository.setApproval(account.id, credit, { by: staffAccountId, note: update.note, at: context.now() });
      return { email: account.email, ...credit, note: update.note };
    },
  };
}
export type TradeCreditService = ReturnType<typeof createTradeCreditService>;
