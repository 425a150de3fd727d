import { index, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** Shopper events the storefront reports (product loads, page views, checkout steps...), kept for reporting. */
export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: serial('id').primaryKey(),
    /** e.g. "product-load", "page_view", "Variant Test Error". */
    type: text('type').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    /** The flavour that reported it; null for events recorded before flavours were stored. */
    app: text('app'),
    /** The visitor cookie (wau) of the browser that sent it, when it had one. */
    visitorId: text('visitor_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('analytics_events_type_created_idx').on(t.type, t.createdAt), index('analytics_events_visitor_idx').on(t.visitorId)],
);
