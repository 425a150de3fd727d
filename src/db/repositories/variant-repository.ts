import { and, eq } from 'drizzle-orm';
import type { Database } from '../client';
import { variantAssignments } from '../schema';

export function createVariantRepository(db: Database) {
  return {
    /**
     * The visitor's stored bucket for the test, storing `proposed` first when there is none. The
     * insert ignores a conflict, so two first requests at once end with the same single row.
     */
    async bucketFor(visitorId: string, testId: string, proposed: string, now: Date): Promise<string> {
      await db.insert(variantAssignments).values({ visitorId, testId, bucket: proposed, assignedAt: now }).onConflictDoNothing();
      const [row] = await db
        .select({ bucket: variantAssignments.bucket })
        .from(variantAssignments)
        .where(and(eq(variantAssignments.visitorId, visitorId), eq(variantAssignments.testId, testId)));
      return row?.bucket ?? proposed;
    },
  };
}
export type VariantRepository = ReturnType<typeof createVariantRepository>;
