import { and, asc, eq, gte, isNull, max, or, sql } from 'drizzle-orm';
import type { Database } from '../client';
import type { Assortment } from '../../domain/assortment';
import { brands, categories, productCategories, products, staticPages } from '../schema';
import { categoryInAssortmentSql, productInAssortmentSql } from './assortment-sql';

export interface SitemapRow {
  path: string;
  lastmod: Date | null;
}

/** Rows fetched per statement while streaming products: small enough to hold, big enough to be quick. */
const PRODUCT_BATCH = 5_000;

/**
 * The addresses crawlers should know, read from the catalogue for sitemaps (ADR 0023): only what
 * the flavour sells (its assortment), since a category it does not sell is a missing page here.
 */
export function createSitemapRepository(db: Database, assortment: Assortment) {
  const sold = productInAssortmentSql(assortment);
  return {
    async productSummary(): Promise<{ count: number; lastmod: Date | null }> {
      const [row] = await db
        .select({ count: sql<number>`count(*)::int`, lastmod: max(products.createdAt) })
        .from(products)
        .where(sold);
      return { count: Number(row?.count ?? 0), lastmod: row?.lastmod ?? null };
    },

    /**
     * Products from the `skip`-th (in id order) on, at most `limit`, a batch at a time by id so
     * neither the database nor the server holds the whole list.
     */
    async *products(skip: number, limit: number): AsyncGenerator<SitemapRow[]> {
      const [start] = await db.select({ id: products.id }).from(products).where(sold).orderBy(asc(products.id)).offset(skip).limit(1);
      if (!start) return;
      let fromId = start.id;
      let left = limit;
      while (left > 0) {
        const rows = await db
          .select({ id: products.id, slug: products.slug, lastmod: products.createdAt })
          .from(products)
          .where(and(gte(products.id, fromId), sold))
          .orderBy(asc(products.id))
          .limit(Math.min(PRODUCT_BATCH, left));
        if (rows.length === 0) return;
        yield rows.map((row) => ({ path: `/p/${row.slug}`, lastmod: row.lastmod }));
        left -= rows.length;
        fromId = rows[rows.length - 1]!.id + 1;
        if (rows.length < PRODUCT_BATCH) return;
      }
    },

    /** Every category with the newest product listed in it (directly or cross-listed). */
    async categories(): Promise<SitemapRow[]> {
      const rows = await db
        .select({ uri: categories.uri, lastmod: max(products.createdAt) })
        .from(categories)
        .leftJoin(productCategories, eq(productCategories.categoryId, categories.id))
        .leftJoin(products, eq(products.id, productCategories.productId))
        .where(categoryInAssortmentSql(assortment))
        .groupBy(categories.id, categories.uri)
        .orderBy(asc(categories.uri));
      return rows.map((row) => ({ path: `/c/${row.uri}`, lastmod: row.lastmod }));
    },

    /** Brands with something the flavour sells: another brand's page would list nothing. */
    async brands(): Promise<SitemapRow[]> {
      const rows = await db
        .select({ slug: brands.slug, lastmod: max(products.createdAt) })
        .from(brands)
        .innerJoin(products, and(eq(products.brandId, brands.id), sold))
        .groupBy(brands.id, brands.slug)
        .orderBy(asc(brands.slug));
      return rows.map((row) => ({ path: `/brands/${row.slug}`, lastmod: row.lastmod }));
    },

    /** Static content pages this flavour shows: its own and the shared ones. */
    async staticPageSlugs(app: string): Promise<string[]> {
      const rows = await db
        .selectDistinct({ slug: staticPages.slug })
        .from(staticPages)
        .where(and(or(eq(staticPages.app, app), isNull(staticPages.app))))
        .orderBy(asc(staticPages.slug));
      return rows.map((row) => row.slug);
    },
  };
}
export type SitemapRepository = ReturnType<typeof createSitemapRepository>;
