import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** Postgres full-text document; written only by SQL (see refreshSearchDocuments), never read into JS. */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    parentId: integer('parent_id'),
    name: text('name').notNull(),
    /** Path below /c/, e.g. "cooking/ovens". */
    uri: text('uri').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    description: text('description').notNull().default(''),
  },
  (t) => [
    uniqueIndex('categories_uri_idx').on(t.uri),
    index('categories_parent_idx').on(t.parentId),
    // The assortment rule (assortment-sql.ts) selects categories by this expression. Its index gives
    // the planner statistics for it: without them it guessed 10 categories where a flavour sells 38
    // to 54, and drove brand pages and search results from a loop over them (bench/README.md,
    // "The assortment's categories, counted").
    index('categories_top_idx').on(sql`split_part(${t.uri}, '/', 1)`),
  ],
);

export const brands = pgTable(
  'brands',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    description: text('description').notNull().default(''),
    country: text('country').notNull().default(''),
    featured: boolean('featured').notNull().default(false),
  },
  (t) => [uniqueIndex('brands_slug_idx').on(t.slug)],
);

export interface ProductImage {
  url: string;
  thumbUrl: string;
  alt: string;
  /** 0 = product shot, 1 = lifestyle shot (document 1 section 3). */
  type: number;
}
export interface ProductSpecification {
  group: string;
  name: string;
  value: string;
}
export interface ProductFeature {
  title: string;
  description: string;
}

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    sku: text('sku').notNull(),
    productCode: text('product_code').notNull(),
    title: text('title').notNull(),
    slug: text('slug').notNull(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    /** Integer cents; null means no price ('Request Price'). */
    priceCents: integer('price_cents'),
    rrpCents: integer('rrp_cents'),
    description: text('description').notNull().default(''),
    images: jsonb('images').$type<ProductImage[]>().notNull().default([]),
    specifications: jsonb('specifications').$type<ProductSpecification[]>().notNull().default([]),
    features: jsonb('features').$type<ProductFeature[]>().notNull().default([]),
    /** Cosmetic Imperfection, New Condition, Brand New Runout, or null for new stock. */
    condition: text('condition'),
    missingParts: text('missing_parts'),
    /** save, catalogue-item, cashback, win, new, bonus, special-offer, sale */
    ribbon: text('ribbon'),
    stockStatus: text('stock_status').notNull().default('inStock'),
    rating: integer('rating'),
    /** How many reviews the rating averages; null exactly when there is no rating. */
    ratingCount: integer('rating_count'),
    /** When the discounted price ends (a timed offer); null for a price with no end date. */
    priceEndsAt: timestamp('price_ends_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Weighted search document: title, brand, category names, sku and product code. */
    searchVector: tsvector('search_vector'),
  },
  (t) => [
    uniqueIndex('products_sku_idx').on(t.sku),
    uniqueIndex('products_slug_idx').on(t.slug),
    uniqueIndex('products_code_idx').on(t.productCode),
    index('products_brand_idx').on(t.brandId),
    index('products_category_idx').on(t.categoryId),
    index('products_title_trgm_idx').using('gin', sql`lower(${t.title}) gin_trgm_ops`),
    index('products_search_vector_idx').using('gin', t.searchVector),
    // SKU and product-code prefix look-ups ("H78") with LIKE 'x%'.
    index('products_sku_prefix_idx').using('btree', sql`lower(${t.sku}) text_pattern_ops`),
    index('products_code_prefix_idx').using('btree', sql`lower(${t.productCode}) text_pattern_ops`),
    // Listing pages walk these in page order and stop after one page, one index per sort.
    index('products_price_idx').on(t.priceCents, t.id),
    index('products_price_desc_idx').on(sql`${t.priceCents} desc nulls last`, t.id),
    index('products_rating_idx').on(sql`${t.rating} desc nulls last`, t.id),
    index('products_created_idx').on(sql`${t.createdAt} desc`, sql`${t.id} desc`),
    // Sitemaps: every product's address in id order from the index alone (ADR 0023), and the newest
    // product of a brand or a category by one index probe.
    index('products_sitemap_idx').on(t.id, t.categoryId, t.createdAt, t.slug),
    index('products_brand_created_idx').on(t.brandId, sql`${t.createdAt} desc`),
    index('products_category_created_idx').on(t.categoryId, sql`${t.createdAt} desc`),
  ],
);

/** Products appear in their own category and may be cross-listed in others. */
export const productCategories = pgTable(
  'product_categories',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.productId, t.categoryId] }), index('product_categories_category_idx').on(t.categoryId)],
);

/** Past prices of a product, one row per price change, for the price history panel. */
export const priceHistory = pgTable(
  'price_history',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** Integer cents. */
    priceCents: integer('price_cents').notNull(),
    /** Calendar day the price took effect. */
    effectiveOn: date('effective_on', { mode: 'string' }).notNull(),
  },
  (t) => [uniqueIndex('price_history_product_day_idx').on(t.productId, t.effectiveOn)],
);
