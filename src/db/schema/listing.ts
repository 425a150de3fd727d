import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { categories, products } from './catalog';

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

/**
 * The products of each category page (the category's own and its direct subcategories', each
 * product once) with the price they sort by, copied from `products` (issue 16: price-sorted pages
 * of a 100,000-product catalogue). A price-sorted page walks one index range of its category and
 * stops after a page, instead of sorting every product of the subtree. Kept in step by triggers
 * (migration): a link in `product_categories` added or removed, a product's price changed, a
 * category moved.
 */
export const categoryListingProducts = pgTable(
  'category_listing_products',
  {
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    priceCents: integer('price_cents'),
  },
  (t) => [
    primaryKey({ columns: [t.categoryId, t.productId] }),
    index('category_listing_products_price_idx').on(t.categoryId, t.priceCents, t.productId),
    index('category_listing_products_price_desc_idx').on(t.categoryId, sql`${t.priceCents} desc nulls last`, t.productId),
    index('category_listing_products_product_idx').on(t.productId),
  ],
);
