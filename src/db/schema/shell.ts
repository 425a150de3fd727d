import { integer, index, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * Customer-club form submissions (newsletter popup, footer sign-up, checkout opt-in...). One row per
 * flavour, form type and e-mail: a repeated submit updates the row instead of adding another.
 */
export const customerClubSubmissions = pgTable(
  'customer_club_submissions',
  {
    id: serial('id').primaryKey(),
    app: text('app').notNull(),
    /** A form source of document 3 (Footer, Newsletter, Checkout...). */
    formType: text('form_type').notNull(),
    /** Trimmed and lower-cased, so "A@B.com" and "a@b.com " are one subscriber. */
    email: text('email').notNull(),
    fields: jsonb('fields').$type<Record<string, string>>().notNull(),
    visitorId: text('visitor_id'),
    submitCount: integer('submit_count').notNull().default(1),
    /**
     * When the address confirmed the sign-up through the mailed link; until then the sign-up is
     * pending: no offers and no welcome mail go to an address that did not ask for them.
     */
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    /** SHA-256 of the open confirmation link's token (null once confirmed). */
    confirmTokenHash: text('confirm_token_hash').unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('customer_club_app_form_email_idx').on(t.app, t.formType, t.email)],
);

/** The bucket each visitor was given in each variant test; kept so the answer never changes. */
export const variantAssignments = pgTable(
  'variant_assignments',
  {
    visitorId: text('visitor_id').notNull(),
    testId: text('test_id').notNull(),
    bucket: text('bucket').notNull(),
    assignedAt: timestamp('assigned_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.visitorId, t.testId] }), index('variant_assignments_test_idx').on(t.testId, t.bucket)],
);
