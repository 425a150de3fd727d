import { sales } from '../../src/db/schema';
import { workerDatabase } from './test-app';

/**
 * Rows a test needs, written by the test itself, so it never leans on a seed id, slug or date.
 * Each helper answers the stored row; values are unique per call where the schema wants them unique.
 */

let sequence = 0;
/** A value no other fixture in this worker has used, e.g. unique('sale') -> "sale-3-k9x". */
export function unique(prefix: string): string {
  sequence += 1;
  return `${prefix}-${sequence}-${Math.random().toString(36).slice(2, 6)}`;
}

export async function insertSale(values: { startsAt: Date; endsAt: Date; name?: string; colour?: string }) {
  const { db } = await workerDatabase();
  const slug = unique('fixture-sale');
  const [row] = await db
    .insert(sales)
    .values({ name: values.name ?? `Sale ${slug}`, colour: values.colour ?? '#123456', baseImagePath: `/media/sale/${slug}/`, ...values })
    .returning();
  return row!;
}
