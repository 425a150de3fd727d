import { sql } from 'drizzle-orm';
import type { Database } from '../client';
import { priceHistory, products } from '../schema';

/** Points per priced product, one a month, the last being today's price. */
export const PRICE_HISTORY_POINTS = 6;

/**
 * Deterministic price history for every priced product, written by one INSERT … SELECT so a
 * 100,000-product catalogue costs a single statement. Earlier points sit 0–10% above today's price
 * (whole dollars), chosen from the product id, so reseeding gives the same rows.
 */
export async function seedPriceHistory(db: Database, reference: Date): Promise<number> {
  const day = reference.toISOString().slice(0, 10);
  const last = PRICE_HISTORY_POINTS - 1;
  await db.execute(sql`
      insert into ${priceHistory} (product_id, price_cents, effective_on)
      select p.id,
        case when g = ${last} then p.price_cents
             else (round(p.price_cents * (100 + ((p.id * 7 + g * 13) % 11)) / 10000.0) * 100)::int end,
        (${day}::date - ((${last} - g) * 30))
      from ${products} p cross join generate_series(0, ${last}) as g
      where p.price_cents is not null and p.price_cents > 0`);
  return db.$count(priceHistory);
}
