import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { categories, products } from './catalog';
import { promotions } from './content';
import { accounts } from './identity';

/**
 * A shopper's cart in one flavour. It belongs to a visitor (the `wau` cookie) until its owner signs
 * in, then to the account: exactly one of visitor_id and account_id is set. The id is the spec's
 * cartId (a guid). Money is never stored here: every answer is priced again from the catalogue.
 */
export const carts = pgTable(
  'carts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    app: text('app').notNull(),
    visitorId: text('visitor_id'),
    accountId: uuid('account_id').references(() => accounts.id, { onDelete: 'cascade' }),
    /** The shopper's e-mail for a guest checkout (POST /api/cart/email). */
    email: text('email'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('carts_app_visitor_idx').on(t.app, t.visitorId),
    uniqueIndex('carts_app_account_idx').on(t.app, t.accountId),
    check('carts_one_owner', sql`(${t.visitorId} is null) <> (${t.accountId} is null)`),
  ],
);

export const ADD_ON_KINDS = ['install', 'warranty'] as const;
export type AddOnKind = (typeof ADD_ON_KINDS)[number];

/** Installation and extended-warranty options, offered for every product of a top-level category. */
export const addOnOptions = pgTable(
  'add_on_options',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').$type<AddOnKind>().notNull(),
    /** A top-level category: the option fits every product below it. */
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** Integer cents, per unit of the product it is chosen for. */
    priceCents: integer('price_cents').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [
    uniqueIndex('add_on_options_category_kind_name_idx').on(t.categoryId, t.kind, t.name),
    check('add_on_price', sql`${t.priceCents} >= 0`),
  ],
);

/** One product in a cart; a product is listed once, its quantity summing every add. */
export const cartLines = pgTable(
  'cart_lines',
  {
    id: serial('id').primaryKey(),
    cartId: uuid('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    installOptionId: integer('install_option_id').references(() => addOnOptions.id, { onDelete: 'set null' }),
    warrantyOptionId: integer('warranty_option_id').references(() => addOnOptions.id, { onDelete: 'set null' }),
    /** The order lines were first added in. */
    sortOrder: integer('sort_order').notNull(),
  },
  (t) => [uniqueIndex('cart_lines_cart_product_idx').on(t.cartId, t.productId), check('cart_line_quantity', sql`${t.quantity} > 0`)],
);

export const REWARD_KINDS = ['bonus', 'cashback', 'gift', 'bundle-discount'] as const;
export type RewardKind = (typeof REWARD_KINDS)[number];

/**
 * What a promotion gives with each qualifying product (its brand, in its categories, while it runs):
 * a bonus item, a cashback claimed afterwards, a gift with purchase, or a bundle discount taken off
 * the qualifying lines once `min_items` of them are in the cart.
 */
export const promotionRewards = pgTable(
  'promotion_rewards',
  {
    id: serial('id').primaryKey(),
    promotionId: integer('promotion_id')
      .notNull()
      .references(() => promotions.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<RewardKind>().notNull(),
    title: text('title').notNull(),
    /** The reward's worth in cents (cashback amount, bonus item value); 0 when not stated. */
    valueCents: integer('value_cents').notNull().default(0),
    /** bundle-discount only: percent off each qualifying line. */
    percentOff: integer('percent_off'),
    /** bundle-discount only: how many qualifying items the cart must hold. */
    minItems: integer('min_items').notNull().default(1),
  },
  (t) => [index('promotion_rewards_promotion_idx').on(t.promotionId)],
);

export const CODE_KINDS = ['percentage', 'fixed', 'gift-card'] as const;
export type CodeKind = (typeof CODE_KINDS)[number];

/**
 * Coupons and gift cards of one flavour. A coupon takes a percentage or a fixed amount off the
 * lines it applies to (all, or one brand or category), optionally above a minimum spend, between
 * its dates, and at most so many times overall and per customer. A gift card pays up to its balance.
 */
export const promoCodes = pgTable(
  'promo_codes',
  {
    id: serial('id').primaryKey(),
    app: text('app').notNull(),
    /** Upper case, trimmed: codes are compared without regard to case. */
    code: text('code').notNull(),
    kind: text('kind').$type<CodeKind>().notNull(),
    description: text('description').notNull().default(''),
    percentOff: integer('percent_off'),
    amountCents: integer('amount_cents'),
    minSpendCents: integer('min_spend_cents').notNull().default(0),
    brandId: integer('brand_id'),
    /** A top-level or leaf category uri; the code applies to products at or below it. */
    categoryUri: text('category_uri'),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    maxUses: integer('max_uses'),
    maxUsesPerCustomer: integer('max_uses_per_customer'),
    /** Gift cards: what is left to spend, in cents. */
    balanceCents: integer('balance_cents'),
  },
  (t) => [
    uniqueIndex('promo_codes_app_code_idx').on(t.app, t.code),
    check('promo_code_percent', sql`${t.percentOff} is null or (${t.percentOff} > 0 and ${t.percentOff} <= 100)`),
    check('promo_code_balance', sql`${t.balanceCents} is null or ${t.balanceCents} >= 0`),
  ],
);

/** Codes applied to a cart: at most one coupon (a new one replaces it) and any number of gift cards. */
export const cartCodes = pgTable(
  'cart_codes',
  {
    cartId: uuid('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    codeId: integer('code_id')
      .notNull()
      .references(() => promoCodes.id, { onDelete: 'cascade' }),
    appliedAt: timestamp('applied_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('cart_codes_cart_code_idx').on(t.cartId, t.codeId)],
);

/**
 * Each use of a code by a placed order (written by checkout, which checks the limits again inside its
 * own transaction); the cart checks the same counts when a code is applied.
 */
export const promoCodeUses = pgTable(
  'promo_code_uses',
  {
    id: serial('id').primaryKey(),
    codeId: integer('code_id')
      .notNull()
      .references(() => promoCodes.id, { onDelete: 'cascade' }),
    /** Who used it: "account:…" or "email:…" (lower case). */
    customerKey: text('customer_key').notNull(),
    orderRef: text('order_ref'),
    /** Gift cards: how much of the balance the order spent. */
    amountCents: integer('amount_cents').notNull().default(0),
    usedAt: timestamp('used_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('promo_code_uses_code_idx').on(t.codeId, t.customerKey)],
);

/** Failed code attempts, to throttle guessing per visitor and per client address. */
export const promoCodeFailures = pgTable(
  'promo_code_failures',
  {
    id: serial('id').primaryKey(),
    /** "visitor:…", "account:…" or "ip:…". */
    scope: text('scope').notNull(),
    failedAt: timestamp('failed_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('promo_code_failures_scope_idx').on(t.scope, t.failedAt)],
);
