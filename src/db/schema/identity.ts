import { sql } from 'drizzle-orm';
import { bigserial, index, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

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
    index('accounts_staff_idx')
      .on(t.clientId)
      .where(sql`${t.role} = 'staff'`),
  ],
);

/**
 * Keys that sign access and id tokens when IDENTITY_SIGNING_KEY is not configured: generated once by
 * the first replica (`slot = 'current'` is unique, so two replicas racing keep one) and read by all.
 */
export const identitySigningKeys = pgTable('identity_signing_keys', {
  kid: text('kid').primaryKey(),
  /** 'current' for the key that signs; null for a retired key still published for verification. */
  slot: text('slot').unique(),
  alg: text('alg').notNull(),
  privateJwk: jsonb('private_jwk').$type<Record<string, unknown>>().notNull(),
  publicJwk: jsonb('public_jwk').$type<Record<string, unknown>>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Refresh tokens, stored as SHA-256 hashes. Each sign-in starts a family; every renew rotates the
 * token (the old row gets `rotated_at`), and presenting a rotated token revokes the whole family.
 */
export const identityRefreshTokens = pgTable(
  'identity_refresh_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    familyId: uuid('family_id').notNull(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    rotatedAt: timestamp('rotated_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('identity_refresh_tokens_family_idx').on(t.familyId), index('identity_refresh_tokens_account_idx').on(t.accountId)],
);

export const ONE_TIME_TOKEN_PURPOSES = ['reset-password', 'confirm-email'] as const;
export type OneTimeTokenPurpose = (typeof ONE_TIME_TOKEN_PURPOSES)[number];

/**
 * Password-reset and e-mail confirmation tokens: random, stored hashed, single use, expiring, and
 * bound to the address they were mailed to. A forgot-password for an address without an account
 * writes a token without an account (it can never be used), so both answers do the same work.
 */
export const identityOneTimeTokens = pgTable(
  'identity_one_time_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    accountId: uuid('account_id').references(() => accounts.id, { onDelete: 'cascade' }),
    purpose: text('purpose').$type<OneTimeTokenPurpose>().notNull(),
    /** The address the link was mailed to: it works only while the account still has this address. */
    email: text('email').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    index('identity_one_time_tokens_account_idx').on(t.accountId, t.purpose),
    index('identity_one_time_tokens_email_idx').on(t.email, t.purpose),
  ],
);

/** Failed sign-ins, one row each, counted per account key and per client address over the window. */
export const identitySignInFailures = pgTable(
  'identity_sign_in_failures',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** `account:{clientId}:{email}` or `address:{ip}`. */
    scopeKey: text('scope_key').notNull(),
    failedAt: timestamp('failed_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('identity_sign_in_failures_scope_idx').on(t.scopeKey, t.failedAt)],
);

/** An account's sign-in through a social provider: the provider's subject, per client. */
export const identityExternalLogins = pgTable(
  'identity_external_logins',
  {
    clientId: text('client_id').notNull(),
    provider: text('provider').notNull(),
    subject: text('subject').notNull(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.clientId, t.provider, t.subject] })],
);

/** A social sign-in in flight: its state (hashed), PKCE verifier and where to return; single use, short-lived. */
export const identityOauthStates = pgTable('identity_oauth_states', {
  stateHash: text('state_hash').primaryKey(),
  provider: text('provider').notNull(),
  clientId: text('client_id').notNull(),
  codeVerifier: text('code_verifier').notNull(),
  nonce: text('nonce').notNull(),
  origin: text('origin').notNull(),
  returnUrl: text('return_url').notNull(),
  redirectUri: text('redirect_uri').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});
