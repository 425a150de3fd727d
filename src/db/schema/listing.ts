import { integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export interface FacetCount {
  count: number;
  name: string;
}

/**
 * Facet counts of each listing page's whole product set (a category subtree, a brand), computed
 * when the catalogue is written in bulk (`refreshListingFacets`), so a listing page reads its
 * facets by key instead of aggregating thousands of products on every cold request. A subject
 * with no row is counted live.
 */
export const listingFacets = pgTable('listing_facets', {
  /** 'category:{id}' or 'brand:{id}'. */
  subject: text('subject').primaryKey(),
  total: integer('total').notNull(),
  brandFacets: jsonb('brand_facets').$type<(FacetCount & { slug: string })[]>().notNull(),
  categoryFacets: jsonb('category_facets').$type<(FacetCount & { uri: string })[]>().notNull(),
  /** Counts per price bucket, in the order of PRICE_BUCKETS. */
  priceCounts: jsonb('price_counts').$type<number[]>().notNull(),
  refreshedAt: timestamp('refreshed_at', { withTimezone: true }).notNull().defaultNow(),
});
