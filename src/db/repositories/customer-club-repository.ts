import { sql } from 'drizzle-orm';
import type { Database } from '../client';
import { customerClubSubmissions } from '../schema';

export interface CustomerClubSubmission {
  app: string;
  formType: string;
  email: string;
  fields: Record<string, string>;
  visitorId: string | null;
}

export function createCustomerClubRepository(db: Database) {
  return {
    /**
     * One row per flavour, form and e-mail: a repeat (a double click, a retry, a second sign-up)
     * updates the details and counts the submit. Answers whether the row is new.
     */
    async upsert(submission: CustomerClubSubmission, now: Date): Promise<{ created: boolean }> {
      const [row] = await db
        .insert(customerClubSubmissions)
        .values({ ...submission, createdAt: now, updatedAt: now })
        .onConflictDoUpdate({
          target: [customerClubSubmissions.app, customerClubSubmissions.formType, customerClubSubmissions.email],
          set: {
            fields: submission.fields,
            visitorId: sql`coalesce(excluded.visitor_id, ${customerClubSubmissions.visitorId})`,
            submitCount: sql`${customerClubSubmissions.submitCount} + 1`,
            updatedAt: now,
          },
        })
        // xmax is 0 on a freshly inserted row version and set on an updated one (PostgreSQL and PGlite alike).
        .returning({ created: sql<boolean>`(xmax = 0)` });
      return { created: Boolean(row?.created) };
    },
  };
}
export type CustomerClubRepository = ReturnType<typeof createCustomerClubRepository>;
