import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

export const ACCOUNT_ROLES = ['customer', 'staff'] as const;
export type AccountRole = (typeof ACCOUNT_ROLES)[number];

/**
 * A person who can sign in: a customer or a staff member of one flavour's client (`client_id`, the
 * flavour's identity client such as `wa-web`). An e-mail is unique within a client, compared in
 * lower case. The role is the account's own: nothing a browser sends can change it.
 */
export const accounts = pgTable(
  'accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clientId: text('client_id').notNull(),
    email: text('email').notNull(),
    /** Lower-cased, trimmed e-mail: the sign-in key within a client. */
    emailKey: text('email_key').notNull(),
    /** Argon2id PHC string; null for an account that only signs in through a social provider. */
    passwordHash: text('password_hash'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    phone: text('phone'),
    /** Australian Business Number, 11 digits, for trade customers. */
    abn: text('abn'),
    emailConfirmedAt: timestamp('email_confirmed_at', { withTimezone: true }),
    role: text('role').$type<AccountRole>().notNull().default('customer'),
    /** Staff only: the sales system's user id, salesperson code and CMS address (document 3). */
    winningUserId: text('winning_user_id'),
    salespersonCode: text('salesperson_code'),
    winningCmsUrl: text('winning_cms_url'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('accounts_client_email_idx').on(t.clientId, t.emailKey),
    index('accounts_staff_idx').on(t.clientId).where(sql`${t.role} = 'staff'`),
  ],
);
