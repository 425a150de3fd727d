import { bigserial, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Idempotency keys of calls that create something (Stripe's scheme): one row per caller and key,
 * claimed inside the transaction that does the work, holding the request's fingerprint and the
 * answer that is replayed to a retry. Rows expire after a day.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    /** Whose key: "account:…", "visitor:…" or "anonymous". */
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    /** sha256 of method, path and body: the same key with another request is refused. */
    fingerprint: text('fingerprint').notNull(),
    /** The stored answer; set in the same transaction that claimed the key. */
    status: integer('status'),
    response: jsonb('response'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.key] }), index('idempotency_keys_expires_idx').on(t.expiresAt)],
);

export const OUTBOX_STATUSES = ['pending', 'running', 'done', 'failed'] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

/**
 * The transactional outbox: background work (mail, later payment capture and reminders) written in
 * the same transaction as the change that causes it, and performed by workers after commit.
 */
export const outboxJobs = pgTable(
  'outbox_jobs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** What to do, e.g. "mail.send"; a worker has one handler per kind. */
    kind: text('kind').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    status: text('status').$type<OutboxStatus>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(6),
    /** Not before: the next attempt waits for its backoff. */
    runAt: timestamp('run_at', { withTimezone: true }).notNull(),
    /** While running: the claim lapses then, so a crashed worker's job is taken up again. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    /** The worker that took it last (host and process), for the operator. */
    lockedBy: text('locked_by'),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    doneAt: timestamp('done_at', { withTimezone: true }),
  },
  (t) => [index('outbox_jobs_due_idx').on(t.status, t.runAt)],
);

/**
 * Per-address quotas (`domain/address-quota`): how many times something was done for one e-mail
 * address (a mail of one kind, a registration, a reset) in the current window. A use is taken by
 * one upsert that checks and counts together, so concurrent requests cannot all pass.
 */
export const addressQuotas = pgTable('address_quotas', {
  /** `{kind}:{scope}:{address}`, the address trimmed and lower-cased. */
  quotaKey: text('quota_key').primaryKey(),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
  used: integer('used').notNull(),
});
