import { and, eq, isNull, sql } from 'drizzle-orm';
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
     * updates the details and counts the submit. Answers the row's id, whether it is new and
     * whether its address has confirmed it.
     */
    async upsert(submission: CustomerClubSubmission, now: Date): Promise<{ id: number; created: boolean; confirmed: boolean }> {
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
        .returning({ id: customerClubSubmissions.id, created: sql<boolean>`(xmax = 0)`, confirmedAt: customerClubSubmissions.confirmedAt });
      return { id: row!.id, created: Boolean(row!.created), confirmed: row!.confirmedAt !== null };
    },

    /** The sign-up's open confirmation link (a new one replaces the last). */
    async setConfirmToken(id: number, tokenHash: string): Promise<void> {
      await db.update(customerClubSubmissions).set({ confirmTokenHash: tokenHash }).where(eq(customerClubSubmissions.id, id));
    },

    /** Confirms the pending sign-up of a flavour holding the link, once; undefined for any other token. */
    async confirm(app: string, tokenHash: string, now: Date): Promise<{ email: string; fields: Record<string, string> } | undefined> {
      const [row] = await db
        .update(customerClubSubmissions)
        .set({ confirmedAt: now, confirmTokenHash: null, updatedAt: now })
        .where(
          and(
            eq(customerClubSubmissions.app, app),
            eq(customerClubSubmissions.confirmTokenHash, tokenHash),
            isNull(customerClubSubmissions.confirmedAt),
          ),
        )
        .returning({ email: customerClubSubmissions.email, fields: customerClubSubmissions.fields });
      return row;
    },
  };
}
export type CustomerClubRepository = ReturnType<typeof createCustomerClubRepository>;
