import { and, asc, count, eq, sql } from 'drizzle-orm';
import { COMPARE_LIMIT_ERROR, type CompareAddOutcome } from '../../domain/compare-list';
import type { Database } from '../client';
import { compareItems, products } from '../schema';
import { selectProductSummaries, type ProductSummaryRow } from './product-rows';

export type AddOutcome = CompareAddOutcome;

export function createCompareRepository(db: Database) {
  return {
    async list(visitorId: string): Promise<ProductSummaryRow[]> {
      return selectProductSummaries(db)
        .innerJoin(compareItems, eq(compareItems.productId, products.id))
        .where(eq(compareItems.visitorId, visitorId))
        .orderBy(asc(compareItems.addedAt), asc(compareItems.id));
    },

    /**
     * Adds a product unless present or the list is full. A per-visitor advisory lock makes the count
     * check and the insert one step, so two concurrent adds cannot pass the limit together; the
     * unique (visitor, product) index keeps a product from being listed twice.
     */
    async add(visitorId: string, productId: number, limit: number): Promise<AddOutcome> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`compare:${visitorId}`}))`);
        const [present] = await tx
          .select({ id: compareItems.id })
          .from(compareItems)
          .where(and(eq(compareItems.visitorId, visitorId), eq(compareItems.productId, productId)));
        if (present) return 'present';
        const [held] = await tx.select({ n: count() }).from(compareItems).where(eq(compareItems.visitorId, visitorId));
        if (Number(held?.n ?? 0) >= limit) return COMPARE_LIMIT_ERROR;
        await tx.insert(compareItems).values({ visitorId, productId }).onConflictDoNothing();
        return 'added';
      });
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
