import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { products } from './catalog';
import { accounts } from './identity';

/**
 * Orders, their lines, customers' saved addresses and staff reminders (issue 10). Checkout writes
 * orders later; the account area reads a signed-in customer's invoiced ones. Money is integer cents
 * (docs/adr/0004); addresses on an order are copies, so editing a saved address never rewrites history.
 */

export const ORDER_STATUSES = ['pending', 'placed', 'invoiced', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** An order's payment state is the one truth the shopper's return and the provider's callback both drive. */
export const PAYMENT_STATES = ['pending', 'authorised', 'captured', 'voided', 'refunded'] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];

/** A delivery or billing address as it was when the order was placed. NZ addresses carry no state. */
export interface OrderAddress {
  firstName: string;
  lastName: string;
  companyName: string;
  address: string;
  suburb: string;
  state: string | null;
  postcode: string;
  country: 'AU' | 'NZ';
  deliveryInstructions?: string;
}

/** A delivery service bought with the order (installation, removal), priced when placed. */
export interface OrderService {
  sku: string;
  name: string;
  priceCents: number;
}

export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The number the shopper quotes ("W1000123"); unique across flavours. */
    orderNumber: text('order_number').notNull(),
    /** The flavour's identity client (`wa-web`), as on accounts. */
    clientId: text('client_id').notNull(),
    /** The customer who placed it; null for a guest checkout. */
    accountId: uuid('account_id').references(() => accounts.id, { onDelete: 'set null' }),
    status: text('status').$type<OrderStatus>().notNull().default('pending'),
    contactEmail: text('contact_email').notNull(),
    contactPhone: text('contact_phone').notNull(),
    newsletterOptIn: boolean('newsletter_opt_in').notNull().default(false),
    deliveryAddress: jsonb('delivery_address').$type<OrderAddress>().notNull(),
    billingAddress: jsonb('billing_address').$type<OrderAddress>().notNull(),
    /** A calendar date in the store's time zone, not an instant. */
    deliveryDate: date('delivery_date', { mode: 'string' }),
    deliveryFeeCents: bigint('delivery_fee_cents', { mode: 'number' }).notNull().default(0),
    services: jsonb('services').$type<OrderService[]>().notNull().default([]),
    /** The payment option chosen at checkout (card, afterpay, zip, klarna, humm, paypal …). */
    paymentMethod: text('payment_method').notNull(),
    paymentState: text('payment_state').$type<PaymentState>().notNull().default('pending'),
    couponCode: text('coupon_code'),
    couponDiscountCents: bigint('coupon_discount_cents', { mode: 'number' }).notNull().default(0),
    subtotalCents: bigint('subtotal_cents', { mode: 'number' }).notNull(),
    servicesCents: bigint('services_cents', { mode: 'number' }).notNull().default(0),
    totalCents: bigint('total_cents', { mode: 'number' }).notNull(),
    gstCents: bigint('gst_cents', { mode: 'number' }).notNull(),
    /**
     * The flavour's country, whose GST the order is taxed and filed under. The migration that added it
     * files earlier New Zealand orders as NZ and keeps the GST they were charged (1/11, as Australian).
     */
    country: text('country').$type<'AU' | 'NZ'>().notNull().default('AU'),
    invoiceNumber: text('invoice_number'),
    placedAt: timestamp('placed_at', { withTimezone: true }).notNull(),
    invoicedAt: timestamp('invoiced_at', { withTimezone: true }),
    // Checkout (issue 12): where the order came from and what it holds beyond its lines.
    /** The cart it was placed from (the spec's confirmation id); one live order per cart. */
    cartId: uuid('cart_id'),
    /** The visitor who placed a guest order: only they may read its confirmation. */
    visitorId: text('visitor_id'),
    /** The flavour (wa, hc …). */
    app: text('app'),
    poNumber: text('po_number'),
    /** Staff checkouts: the store, its subdivision and the salesperson credited. */
    storeName: text('store_name'),
    subdivision: text('subdivision'),
    salespersonCode: text('salesperson_code'),
    /** The staff account that placed it for the customer. */
    placedByStaffId: uuid('placed_by_staff_id'),
    cashAndCarry: boolean('cash_and_carry').notNull().default(false),
    /** Whose delivery-day capacity the order holds (released if it is cancelled). */
    warehouseCode: text('warehouse_code'),
    storageFeeCents: bigint('storage_fee_cents', { mode: 'number' }).notNull().default(0),
    giftCardCents: bigint('gift_card_cents', { mode: 'number' }).notNull().default(0),
    /** What the payment took now (a deposit or the whole total) and what is left to pay. */
    paidNowCents: bigint('paid_now_cents', { mode: 'number' }).notNull().default(0),
    balanceDueCents: bigint('balance_due_cents', { mode: 'number' }).notNull().default(0),
    /** The shopper's other choices (contact requests, unique requirements, supplier dates). */
    checkoutChoices: jsonb('checkout_choices').$type<Record<string, unknown>>().notNull().default({}),
    /** A pending order past this is cancelled by reconciliation and gives back what it holds. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('orders_order_number_idx').on(t.orderNumber),
    // The account area's list: one customer's invoiced orders, newest first.
    index('orders_account_invoiced_idx')
      .on(t.accountId, t.invoicedAt)
      .where(sql`${t.status} = 'invoiced'`),
    // Twenty submits of one cart make one order: a second live order for the cart cannot be written.
    uniqueIndex('orders_live_cart_idx')
      .on(t.cartId)
      .where(sql`${t.status} <> 'cancelled'`),
    index('orders_pending_expiry_idx')
      .on(t.expiresAt)
      .where(sql`${t.status} = 'pending'`),
    check('orders_totals_not_negative', sql`${t.totalCents} >= 0 and ${t.subtotalCents} >= 0 and ${t.deliveryFeeCents} >= 0`),
  ],
);

export const orderLines = pgTable(
  'order_lines',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    /** The product when it still exists; the copied fields below keep the line readable without it. */
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    productCode: text('product_code').notNull(),
    sku: text('sku').notNull(),
    title: text('title').notNull(),
    brand: text('brand').notNull(),
    unitPriceCents: integer('unit_price_cents').notNull(),
    lineDiscountCents: bigint('line_discount_cents', { mode: 'number' }).notNull().default(0),
    quantity: integer('quantity').notNull(),
  },
  (t) => [
    uniqueIndex('order_lines_order_position_idx').on(t.orderId, t.position),
    check('order_lines_quantity_positive', sql`${t.quantity} > 0`),
  ],
);

export const customerAddresses = pgTable(
  'customer_addresses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    country: text('country').$type<'AU' | 'NZ'>().notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    companyName: text('company_name').notNull().default(''),
    address: text('address').notNull(),
    suburb: text('suburb').notNull(),
    /** Null in New Zealand. */
    state: text('state'),
    postcode: text('postcode').notNull(),
    /** Normalised (leading 0, no spaces); shown in the country's groups. */
    phone: text('phone').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('customer_addresses_account_idx').on(t.accountId, t.createdAt)],
);

export const REMINDER_STATUSES = { open: 0, done: 1, archived: 2 } as const;

/** A staff member's reminder (document 3 section 4); the staff tools issue creates and changes them. */
export const reminders = pgTable(
  'reminders',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The staff account the reminder belongs to. */
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    projectId: text('project_id'),
    name: text('name').notNull(),
    notes: text('notes').notNull().default(''),
    date: date('date', { mode: 'string' }).notNull(),
    /** 0 open, 1 done, 2 archived. */
    status: smallint('status').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('reminders_account_idx').on(t.accountId, t.status, t.date)],
);
