import { and, asc, count, desc, eq, gte, ilike, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import { NOTABLE_DOLLARS_CENTS, NOTABLE_PERCENT } from '../../domain/price-display';
import type { Database } from '../client';
import { brands, categories, productCategories, products, promotions } from '../schema';
import type { Assortment } from '../../domain/assortment';
import { categoryInAssortmentSql } from './assortment-sql';
import { selectProductSummaries, type ProductSummaryRow } from './product-rows';

const likeAnywhere = (value: string) => `%${value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export interface PromotionRow {
  path: string;
  title: string;
  description: string;
  startDate: Date;
  endDate: Date;
  brandId: number | null;
  brandName: string | null;
  brandSlug: string | null;
  thumbnailImg: string;
  ribbon: string | null;
  featured: boolean;
  rewardLabel: string | null;
  categoryUris: string[];
  skus: string[];
}

const promotionColumns = {
  path: promotions.path,
  title: promotions.title,
  description: promotions.description,
  startDate: promotions.startDate,
  endDate: promotions.endDate,
  brandId: promotions.brandId,
  brandName: brands.name,
  brandSlug: brands.slug,
  thumbnailImg: promotions.thumbnailImg,
  ribbon: promotions.ribbon,
  featured: promotions.featured,
  rewardLabel: promotions.rewardLabel,
  categoryUris: promotions.categoryUris,
  skus: promotions.skus,
};

/** Product sets of listing pages, as conditions on products (indexed through product_categories). */
export function createListingRepository(db: Database) {
  /** A category and its subcategories (two levels), own and cross-listed products alike. */
  function inCategories(categoryIds: number[]): SQL {
    return inArray(
      products.id,
      db
        .select({ id: productCategories.productId })
        .from(productCategories)
        .where(
          inArray(
            productCategories.categoryId,
            db
              .select({ id: categories.id })
              .from(categories)
              .where(or(inArray(categories.id, categoryIds), inArray(categories.parentId, categoryIds))),
          ),
        ),
    );
  }

  return {
    async categoryByUri(uri: string) {
      const [row] = await db
        .select({ id: categories.id, name: categories.name, uri: categories.uri })
        .from(categories)
        .where(eq(categories.uri, uri))
        .limit(1);
      return row ?? null;
    },

    async brandBySlug(slug: string) {
      const [row] = await db
        .select({ id: brands.id, name: brands.name, slug: brands.slug })
        .from(brands)
        .where(eq(brands.slug, slug))
        .limit(1);
      return row ?? null;
    },

    inCategory(categoryId: number): SQL {
      return inCategories([categoryId]);
    },

    /**
     * The products on sale: marked down from their RRP by a notable discount, the same rule as the
     * product's 'Save $X' (`isNotableDiscount`, document 1 section 9).
     */
    onSale(): SQL {
      const off = sql`(${products.rrpCents} - ${products.priceCents})`;
      return sql`(${products.priceCents} is not null and ${products.rrpCents} > ${products.priceCents}
        and (${off} * 100 >= ${products.rrpCents} * ${NOTABLE_PERCENT} or ${off} >= ${NOTABLE_DOLLARS_CENTS}))`;
    },

    ofBrand(brandId: number): SQL {
      return eq(products.brandId, brandId);
    },

    /** The promotion's listed SKUs, plus its brand's products in its categories when it names any. */
    async promotionProducts(promotion: PromotionRow): Promise<SQL> {
      const parts: SQL[] = [];
      if (promotion.skus.length > 0) parts.push(inArray(products.sku, promotion.skus));
      if (promotion.categoryUris.length > 0) {
        const ids = (await db.select({ id: categories.id }).from(categories).where(inArray(categories.uri, promotion.categoryUris))).map(
          (r) => r.id,
        );
        if (ids.length > 0) {
          parts.push(promotion.brandId === null ? inCategories(ids) : and(eq(products.brandId, promotion.brandId), inCategories(ids))!);
        }
      } else if (promotion.brandId !== null && promotion.skus.length === 0) {
        parts.push(eq(products.brandId, promotion.brandId));
      }
      return parts.length === 0 ? sql`false` : or(...parts)!;
    },

    async promotionByPath(path: string): Promise<PromotionRow | null> {
      const [row] = await db
        .select(promotionColumns)
        .from(promotions)
        .leftJoin(brands, eq(promotions.brandId, brands.id))
        .where(eq(promotions.path, path))
        .limit(1);
      return row ?? null;
    },

    async currentPromotions(now: Date): Promise<PromotionRow[]> {
      return db
        .select(promotionColumns)
        .from(promotions)
        .leftJoin(brands, eq(promotions.brandId, brands.id))
        .where(and(lte(promotions.startDate, now), gte(promotions.endDate, now)))
        .orderBy(desc(promotions.featured), asc(promotions.endDate), asc(promotions.title));
    },

    /** Whether any product matches (a promotion's products among the flavour's assortment). */
    async hasProducts(where: SQL): Promise<boolean> {
      const [row] = await db.select({ id: products.id }).from(products).where(where).limit(1);
      return row !== undefined;
    },

    /** Every brand with how many of the given products (the flavour's assortment) it has. */
    async brandsWithCounts(among: SQL) {
      const counts = db
        .select({ brandId: products.brandId, n: count().as('n') })
        .from(products)
        .where(among)
        .groupBy(products.brandId)
        .as('counts');
      const rows = await db
        .select({ name: brands.name, slug: brands.slug, productCount: sql<number>`coalesce(${counts.n}, 0)::int` })
        .from(brands)
        .leftJoin(counts, eq(counts.brandId, brands.id))
        .orderBy(asc(brands.name));
      return rows.map((r) => ({ ...r, productCount: Number(r.productCount) }));
    },

    async brandsNamed(text: string, limit: number) {
      return db
        .select({ name: brands.name, slug: brands.slug })
        .from(brands)
        .where(ilike(brands.name, likeAnywhere(text)))
        .orderBy(sql`position(${text.toLowerCase()} in lower(${brands.name}))`, asc(brands.name))
        .limit(limit);
    },

    async categoriesNamed(text: string, limit: number, assortment: Assortment) {
      return db
        .select({ name: categories.name, uri: categories.uri })
        .from(categories)
        .where(and(ilike(categories.name, likeAnywhere(text)), categoryInAssortmentSql(assortment)))
        .orderBy(sql`position(${text.toLowerCase()} in lower(${categories.name}))`, asc(categories.name))
        .limit(limit);
    },

    async productsBySkus(skus: string[]): Promise<ProductSummaryRow[]> {
      if (skus.length === 0) return [];
      return selectProductSummaries(db).where(inArray(products.sku, skus));
    },
  };
}
export type ListingRepository = ReturnType<typeof createListingRepository>;
