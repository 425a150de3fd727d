import { boolean, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './identity';

/**
 * Which trade accounts may buy on credit (ADR 0050): the CR account (pay on the trade account's terms)
 * and cash on delivery take no money at the checkout, so only an account staff approved for them is
 * offered them. No row means no approval. Set by staff (PUT /api/account/tradecredit), never by the
 * account itself; `approved_by` keeps which staff member decided.
 */
export const tradeCreditApprovals = pgTable('trade_credit_approvals', {
  accountId: uuid('account_id')
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  crAccount: boolean('cr_account').notNull().default(false),
  cashOnDelivery: boolean('cash_on_delivery').notNull().default(false),
  /** The staff account that set this approval; null for the demo data's approval. */
  approvedBy: uuid('approved_by').references(() => accounts.id, { onDelete: 'set null' }),
  /** Why, in staff's words (the trade application's reference, the credit limit agreed). */
  note: text('note').notNull().default(''),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
