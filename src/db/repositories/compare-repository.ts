import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Database } from '../client';
import { compareItems, products } from '../schema';
import { selectProductSummaries, type ProductSummaryRow } from './product-rows';

export function createCompareRepository(db: Database) {
  return {
    async list(visitorId: string): Promise<ProductSummaryRow[]> {
      return selectProductSummaries(db)
        .innerJoin(compareItems, eq(compareItems.productId, products.id))
        .where(eq(compareItems.visitorId, visitorId))
        .orderBy(asc(compareItems.addedAt), asc(compareItems.id));
    },

    async contains(visitorId: string, productId: number): Promise<boolean> {
      const [present] = await db
        .select({ id: compareItems.id })
        .from(compareItems)
        .where(and(eq(compareItems.visitorId, visitorId), eq(compareItems.productId, productId)));
      return present !== undefined;
    },

    async size(visitorId: string): Promise<number> {
      const [held] = await db.select({ n: count() }).from(compareItems).where(eq(compareItems.visitorId, visitorId));
      return Number(held?.n ?? 0);
    },

    /** The unique (visitor, product) index keeps a product from being listed twice. */
    async insert(visitorId: string, productId: number): Promise<void> {
      await db.insert(compareItems).values({ visitorId, productId }).onConflictDoNothing();
    },

    async remove(visitorId: string, productId: number): Promise<boolean> {
      const deleted = await db
        .delete(compareItems)
        .where(and(eq(compareItems.visitorId, visitorId), eq(compareItems.productId, productId)))
        .returning({ id: compareItems.id });
      return deleted.length > 0;
    },

    async productIdBySku(sku: string): Promise<number | null> {
      const [row] = await db
        .select({ id: products.id })
        .from(products)
        .where(sql`lower(${products.sku}) = ${sku.toLowerCase()}`)
        .limit(1);
      return row?.id ?? null;
    },
  };
}
export type CompareRepository = ReturnType<typeof createCompareRepository>;
