import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../client';

/**
 * Rows per INSERT. Postgres allows 65,535 bind parameters per statement; the widest seeded
 * table has under 20 columns, so 1,000 rows stays well inside that while keeping round trips few.
 */
export const INSERT_BATCH_SIZE = 1000;

export async function insertInBatches<T extends PgTable>(
  db: Database,
  table: T,
  rows: readonly T['$inferInsert'][],
  batchSize = INSERT_BATCH_SIZE,
): Promise<number> {
  for (let start = 0; start < rows.length; start += batchSize) {
    await db.insert(table).values(rows.slice(start, start + batchSize) as T['$inferInsert'][]);
  }
  return rows.length;
}
