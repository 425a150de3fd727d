import { and, count, eq, sql } from 'drizzle-orm';
import type { Database } from '../client';
import { analyticsEvents, searchEvents, searchTerms } from '../schema';

export interface SearchEventInput {
  app: string;
  eventType: string;
  query: string;
  productList: string[];
  url: string;
  isRepeatUser: boolean;
  visitorId: string | null;
}

export interface StorefrontEventInput {
  app: string;
  name: string;
  payload: Record<string, unknown>;
  visitorId: string | null;
  occurredAt: Date;
}

export function createAnalyticsRepository(db: Database) {
  return {
    /** A named storefront event (page view, checkout step...) in the shared analytics_events table. */
    async recordStorefrontEvent(event: StorefrontEventInput): Promise<void> {
      await db.insert(analyticsEvents).values({
        type: event.name,
        payload: event.payload,
        app: event.app,
        visitorId: event.visitorId,
        createdAt: event.occurredAt,
      });
    },

    /** Stores the event; a search with a term also counts towards that term's popularity. */
    async record(event: SearchEventInput, now: Date): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.insert(searchEvents).values({ ...event, createdAt: now });
        if (event.eventType === 'search' && event.query.length > 0) {
          await tx
            .insert(searchTerms)
            .values({ app: event.app, term: event.query, searchCount: 1, lastSearchedAt: now })
            .onConflictDoUpdate({
              target: [searchTerms.app, searchTerms.term],
              set: { searchCount: sql`${searchTerms.searchCount} + 1`, lastSearchedAt: now },
            });
        }
      });
    },

    async countEvents(app: string, eventType: string, query: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(searchEvents)
        .where(and(eq(searchEvents.app, app), eq(searchEvents.eventType, eventType), eq(searchEvents.query, query)));
      return Number(row?.n ?? 0);
    },
  };
}
export type AnalyticsRepository = ReturnType<typeof createAnalyticsRepository>;
