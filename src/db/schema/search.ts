import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { products } from './catalog';

/** Every search-analytics event the storefront posts (document 3 section 3, search analytics event). */
export const searchEvents = pgTable(
  'search_events',
  {
    id: serial('id').primaryKey(),
    app: text('app').notNull(),
    /** search, productClick, productAddToCart, productOrder, visit, productMultiOrder */
    eventType: text('event_type').notNull(),
    /** The normalised (trimmed, lower-case) search term; empty for a plain visit. */
    query: text('query').notNull().default(''),
    productList: jsonb('product_list').$type<string[]>().notNull().default([]),
    url: text('url').notNull().default(''),
    isRepeatUser: boolean('is_repeat_user').notNull().default(false),
    visitorId: text('visitor_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('search_events_type_created_idx').on(t.eventType, t.createdAt), index('search_events_query_idx').on(t.query)],
);

/** Running count of searched terms per flavour; feeds the popular-term suggestions. */
export const searchTerms = pgTable(
  'search_terms',
  {
    app: text('app').notNull(),
    term: text('term').notNull(),
    searchCount: integer('search_count').notNull().default(0),
    lastSearchedAt: timestamp('last_searched_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.app, t.term] }),
    index('search_terms_prefix_idx').using('btree', t.app, sql`${t.term} text_pattern_ops`),
  ],
);

/** Words of the catalogue (titles, brands, categories) for typo correction by trigram similarity. */
export const searchLexicon = pgTable(
  'search_lexicon',
  {
    word: text('word').primaryKey(),
    frequency: integer('frequency').notNull(),
  },
  (t) => [index('search_lexicon_word_trgm_idx').using('gin', sql`${t.word} gin_trgm_ops`)],
);

/** Compare list per visitor cookie (document 1 section 2.3); at most three products. */
export const compareItems = pgTable(
  'compare_items',
  {
    id: serial('id').primaryKey(),
    visitorId: text('visitor_id').notNull(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('compare_items_visitor_product_idx').on(t.visitorId, t.productId)],
);

/**
 * Type-ahead's word table: for each flavour's assortment and each catalogue word (title, brand,
 * category names; no model numbers), its best products, at most SEARCH_WORD_PRODUCTS of them,
 * best first (`rank` 1…): title or brand words before category words, then by rating. A typed
 * prefix reads the lists of the words it starts (one index range) instead of ranking every
 * product whose search document matches (issue 16). Rebuilt with the search documents.
 */
export const searchWordProducts = pgTable(
  'search_word_products',
  {
    assortment: text('assortment').notNull(),
    word: text('word').notNull(),
    rank: integer('rank').notNull(),
    /** 2 for a title or brand word, 1 for a category word: what `rank` orders by first, then rating. */
    weight: integer('weight').notNull(),
    rating: integer('rating'),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
  },
  (t) => [
    index('search_word_products_prefix_idx').using(
      'btree',
      t.assortment,
      sql`${t.word} text_pattern_ops`,
      t.rank,
      t.weight,
      t.rating,
      t.productId,
    ),
  ],
);
