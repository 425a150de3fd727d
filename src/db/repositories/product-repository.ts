import { and, asc, desc, eq, inArray, isNotNull, lte, ne, sql } from 'drizzle-orm';
import type { Database } from '../client';
import { analyticsEvents, brands, categories, priceHistory, products, type ProductFeature, type ProductSpecification } from '../schema';
import { productSummaryColumns, selectProductSummaries, type ProductSummaryRow } from './product-rows';

export interface ProductDetailRow extends ProductSummaryRow {
  description: string;
  missingParts: string | null;
  categoryId: number;
  specifications: ProductSpecification[];
  features: ProductFeature[];
  ratingCount: number | null;
  priceEndsAt: Date | null;
}

export interface CategoryTrailRow {
  id: number;
  parentId: number | null;
  name: string;
  uri: string;
}

export type ProductKey = { id: number } | { sku: string } | { slug: string };

const detailColumns = {
  ...productSummaryColumns,
  description: products.description,
  missingParts: products.missingParts,
  categoryId: products.categoryId,
  specifications: products.specifications,
  features: products.features,
  ratingCount: products.ratingCount,
  priceEndsAt: products.priceEndsAt,
};

function keyWhere(key: ProductKey) {
  if ('id' in key) return eq(products.id, key.id);
  if ('sku' in key) return eq(products.sku, key.sku);
  return eq(products.slug, key.slug.toLowerCase());
}

export function createProductRepository(db: Database) {
  return {
    async findDetail(key: ProductKey): Promise<ProductDetailRow | undefined> {
      const [row] = await db
        .select(detailColumns)
        .from(products)
        .innerJoin(brands, eq(products.brandId, brands.id))
        .where(keyWhere(key))
        .limit(1);
      return row;
    },

    /** Several products by SKU (any letter case) in one statement, in no particular order. */
    async findDetailsBySkus(skus: readonly string[]): Promise<ProductDetailRow[]> {
      if (skus.length === 0) return [];
      return db
        .select(detailColumns)
        .from(products)
        .innerJoin(brands, eq(products.brandId, brands.id))
        .where(
          inArray(
            sql`lower(${products.sku})`,
            skus.map((s) => s.toLowerCase()),
          ),
        );
    },

    /** The category and its ancestors, nearest first. Category trees are shallow (three levels). */
    async categoryTrail(categoryId: number): Promise<CategoryTrailRow[]> {
      const trail: CategoryTrailRow[] = [];
      let next: number | null = categoryId;
      while (next !== null && trail.length < 6) {
        const [row] = await db
          .select({ id: categories.id, parentId: categories.parentId, name: categories.name, uri: categories.uri })
          .from(categories)
          .where(eq(categories.id, next));
        if (!row) break;
        trail.push(row);
        next = row.parentId;
      }
      return trail;
    },

    /** Priced products of the same category closest in price, for upsell options. */
    async relatedInCategory(categoryId: number, productId: number, priceCents: number | null, limit: number): Promise<ProductSummaryRow[]> {
      const closeness = priceCents === null ? asc(products.id) : asc(sql`abs(${products.priceCents} - ${priceCents})`);
      return selectProductSummaries(db)
        .where(and(eq(products.categoryId, categoryId), ne(products.id, productId), isNotNull(products.priceCents)))
        .orderBy(closeness, asc(products.id))
        .limit(limit);
    },

    async priceHistory(productId: number): Promise<{ priceCents: number; effectiveOn: string }[]> {
      return db
        .select({ priceCents: priceHistory.priceCents, effectiveOn: priceHistory.effectiveOn })
        .from(priceHistory)
        .where(eq(priceHistory.productId, productId))
        .orderBy(asc(priceHistory.effectiveOn));
    },

    /** The price in effect on a calendar day, or undefined when the history starts later. */
    async priceOn(productId: number, day: string): Promise<number | undefined> {
      const [row] = await db
        .select({ priceCents: priceHistory.priceCents })
        .from(priceHistory)
        .where(and(eq(priceHistory.productId, productId), lte(priceHistory.effectiveOn, day)))
        .orderBy(desc(priceHistory.effectiveOn))
        .limit(1);
      return row?.priceCents;
    },

    async recordEvent(type: string, payload: Record<string, unknown>, at: Date): Promise<void> {
      await db.insert(analyticsEvents).values({ type, payload, createdAt: at });
    },
  };
}
export type ProductRepository = ReturnType<typeof createProductRepository>;
