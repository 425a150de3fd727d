import { and, asc, desc, eq, isNull, max, or, sql } from 'drizzle-orm';
import type { Database } from '../client';
import type { Assortment } from '../../domain/assortment';
import { brands, categories, products, staticPages } from '../schema';
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
        // One row per batch (arrays of slugs and days): the embedded database hands rows to
        // JavaScript one by one, and 50,000 of them cost more than reading the index.
        const result: unknown = await db.execute(sql`
          select array_agg(b.slug order by b.id) as slugs,
            array_agg(to_char(b.created_at at time zone 'UTC', 'YYYY-MM-DD') order by b.id) as days,
            max(b.id) as last_id, count(*)::int as n
          from (select ${products.id} as id, ${products.slug} as slug, ${products.createdAt} as created_at
            from ${products} where ${products.id} >= ${fromId} and ${sold}
            order by ${products.id} limit ${Math.min(PRODUCT_BATCH, left)}) b`);
        const [batch] = (result as { rows: { slugs: string[] | null; days: string[] | null; last_id: number | null; n: number }[] }).rows;
        const slugs = batch?.slugs ?? [];
        if (slugs.length === 0) return;
        const days = batch!.days!;
        yield slugs.map((slug, i) => ({ path: `/p/${slug}`, lastmod: new Date(`${days[i]}T00:00:00Z`) }));
        left -= slugs.length;
        fromId = Number(batch!.last_id) + 1;
        if (slugs.length < PRODUCT_BATCH) return;
      }
    },

    /**
     * Every category the flavour sells, dated by the newest product of its own or of its
     * subcategories (one index probe each; cross-listings do not date a page).
     */
    async categories(): Promise<SitemapRow[]> {
      const result: unknown = await db.execute(sql`
        with newest as (
          select ${categories.id} as id, ${categories.parentId} as parent_id, ${categories.uri} as uri,
            (select p.created_at from ${products} p where p.category_id = ${categories.id} order by p.created_at desc limit 1) as newest
          from ${categories} where ${categoryInAssortmentSql(assortment)})
        select n.uri, greatest(n.newest, (select max(k.newest) from newest k where k.parent_id = n.id)) as lastmod
        from newest n order by n.uri`);
      return (result as { rows: { uri: string; lastmod: Date | string | null }[] }).rows.map((row) => ({
        path: `/c/${row.uri}`,
        lastmod: row.lastmod === null ? null : new Date(row.lastmod),
      }));
    },

    /** Brands with something the flavour sells (another brand's page lists nothing), dated by their newest such product. */
    async brands(): Promise<SitemapRow[]> {
      const newest = db
        .select({ createdAt: products.createdAt })
        .from(products)
        .where(and(eq(products.brandId, brands.id), sold))
        .orderBy(desc(products.createdAt))
        .limit(1);
      const rows = await db
        .select({ slug: brands.slug, lastmod: sql<Date | string | null>`(${newest})` })
        .from(brands)
        .orderBy(asc(brands.slug));
      return rows.flatMap((row) => (row.lastmod === null ? [] : [{ path: `/brands/${row.slug}`, lastmod: new Date(row.lastmod) }]));
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
