import { desc, sql } from 'drizzle-orm';
import type { Database } from '../client';
import { products, stockLevels } from '../schema';

/** Units on hand of every seeded product. */
export const SEED_STOCK_ON_HAND = 100;

/**
 * Stock for every product, and one product with a single unit left (the last product of the
 * catalogue, so the demo can show a sold-out order without touching the products others use).
 */
export async function seedStockLevels(db: Database): Promise<{ stockLevels: number; lastUnitProductCode: string | null }> {
  const inserted = await db.execute(
    sql`insert into ${stockLevels} (product_id, on_hand) select id, ${SEED_STOCK_ON_HAND} from ${products} on conflict (product_id) do nothing`,
  );
  const [last] = await db.select({ id: products.id, productCode: products.productCode }).from(products).orderBy(desc(products.id)).limit(1);
  if (last)
    await db
      .update(stockLevels)
      .set({ onHand: 1 })
      .where(sql`${stockLevels.productId} = ${last.id}`);
  const count = (inserted as unknown as { affectedRows?: number; rowCount?: number }).affectedRows ?? 0;
  return { stockLevels: count, lastUnitProductCode: last?.productCode ?? null };
}
