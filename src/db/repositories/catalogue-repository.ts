import { and, asc, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../client';
import { brands, categories, products } from '../schema';

export interface CategoryRow {
  id: number;
  parentId: number | null;
  name: string;
  uri: string;
}

export function createCatalogueRepository(db: Database) {
  return {
    async topLevelCategories(uris: readonly string[]): Promise<CategoryRow[]> {
      if (uris.length === 0) return [];
      return db
        .select({ id: categories.id, parentId: categories.parentId, name: categories.name, uri: categories.uri })
        .from(categories)
        .where(and(isNull(categories.parentId), inArray(categories.uri, [...uris])));
    },

    async childrenOf(parentIds: readonly number[]): Promise<CategoryRow[]> {
      if (parentIds.length === 0) return [];
      return db
        .select({ id: categories.id, parentId: categories.parentId, name: categories.name, uri: categories.uri })
        .from(categories)
        .where(inArray(categories.parentId, [...parentIds]))
        .orderBy(asc(categories.sortOrder), asc(categories.name));
    },

    /**
     * The brands with the most products under each top-level category, for the navigation's
     * brand column. One grouped query for all categories.
     */
    async topBrandsByTopCategory(topIds: readonly number[], perCategory: number) {
      if (topIds.length === 0) return [];
      const leafToTop = sql`coalesce(${categories.parentId}, ${categories.id})`;
      const ranked = db
        .select({
          topId: sql<number>`${leafToTop}`.as('top_id'),
          name: brands.name,
          slug: brands.slug,
          productCount: count(products.id).as('product_count'),
          rank: sql<number>`row_number() over (partition by ${leafToTop} order by count(${products.id}) desc, ${brands.name})`.as('rank'),
        })
        .from(products)
        .innerJoin(categories, eq(products.categoryId, categories.id))
        .innerJoin(brands, eq(products.brandId, brands.id))
        .where(inArray(leafToTop, [...topIds]))
        .groupBy(leafToTop, brands.name, brands.slug)
        .as('ranked');
      return db
        .select({ topId: ranked.topId, name: ranked.name, slug: ranked.slug })
        .from(ranked)
        .where(sql`${ranked.rank} <= ${perCategory}`)
        .orderBy(asc(ranked.topId), desc(ranked.productCount));
    },
  };
}
export type CatalogueRepository = ReturnType<typeof createCatalogueRepository>;
