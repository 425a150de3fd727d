import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { orders } from './account-area';
import { products } from './catalog';

/**
 * What checkout writes besides the order itself (issue 12): the stock it sells from, the payment
 * record of each order, and the sandbox gateway's own books. Money is integer cents (ADR 0004).
 */

/** Web order numbers ("W1000001"): one sequence for every flavour, so a number is never reused. */
export const webOrderNumbers = pgSequence('web_order_number_seq', { startWith: 1000001 });

/**
 * Units on hand per product. An order takes its units with a conditional update (`on_hand >= qty`),
 * and the check keeps the count from ever going below zero whatever a writer does.
 */
export const stockLevels = pgTable(
  'stock_levels',
  {
    productId: integer('product_id')
      .primaryKey()
      .references(() => products.id, { onDelete: 'cascade' }),
    onHand: integer('on_hand').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('stock_levels_not_negative', sql`${t.onHand} >= 0`)],
);

export const PAYMENT_RECORD_STATES = ['pending', 'challenged', 'authorised', 'captured', 'refused', 'voided', 'unknown'] as const;
export type PaymentRecordState = (typeof PAYMENT_RECORD_STATES)[number];

/**
 * One payment attempt of an order: written as an intent (pending) in the order's transaction before
 * the gateway is called, so an authorisation the gateway gives is always traceable to a row here
 * even when the answer never arrives. Never holds card data: only the gateway's reference.
 */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** The gateway adapter's name (PAYMENT_GATEWAY): "sandbox". */
    gateway: text('gateway').notNull(),
    /** Our reference at the gateway: the order number. */
    merchantReference: text('merchant_reference').notNull(),
    /** The gateway's reference, once it answered. */
    gatewayReference: text('gateway_reference'),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    state: text('state').$type<PaymentRecordState>().notNull().default('pending'),
    refusalReason: text('refusal_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('payments_merchant_reference_idx').on(t.merchantReference),
    index('payments_order_idx').on(t.orderId),
    check('payments_amount_positive', sql`${t.amountCents} > 0`),
  ],
);

/** The sandbox gateway's key pair (the private key is the gateway's; our checkout never reads it). */
export const sandboxGatewayKeys = pgTable('sandbox_gateway_keys', {
  slot: text('slot').primaryKey(),
  privateJwk: jsonb('private_jwk').$type<Record<string, unknown>>().notNull(),
  publicPem: text('public_pem').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The sandbox gateway's ledger: what a real gateway would keep on its side. It is written outside
 * our order transactions (as a remote gateway would be), so reconciliation can ask it about
 * authorisations our database lost.
 */
export const sandboxGatewayPayments = pgTable(
  'sandbox_gateway_payments',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    pspReference: text('psp_reference').notNull(),
    merchantReference: text('merchant_reference').notNull(),
    merchantName: text('merchant_name').notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    /** challenged, authorised, captured, refused, voided. */
    state: text('state').notNull(),
    refusalReason: text('refusal_reason'),
    /** The card's last four digits, as a gateway's report shows them. */
    cardSummary: text('card_summary').notNull(),
    returnUrl: text('return_url'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('sandbox_gateway_payments_psp_idx').on(t.pspReference),
    index('sandbox_gateway_payments_merchant_idx').on(t.merchantReference),
  ],
);

/**
 * The sandbox payment providers' books (PayPal, Afterpay, Zip, Klarna, Humm, Zip in store and the
 * wallets): one row per provider session, kept outside our order transactions as a remote provider
 * keeps its own. `captures` counts every capture call, so tests can show money is taken once.
 */
export const sandboxProviderSessions = pgTable(
  'sandbox_provider_sessions',
  {
    reference: text('reference').primaryKey(),
    provider: text('provider').notNull(),
    merchantReference: text('merchant_reference').notNull(),
    merchantName: text('merchant_name').notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    /** pending, approved, declined, cancelled, expired, captured, voided. */
    state: text('state').notNull(),
    returnUrl: text('return_url'),
    /** Zip in store: the store code the shopper's Zip app showed. */
    storeCode: text('store_code'),
    captures: integer('captures').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sandbox_provider_sessions_merchant_idx').on(t.merchantReference)],
);
