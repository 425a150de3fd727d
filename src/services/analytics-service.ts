import type { z } from 'zod';
import type { SearchAnalyticsEvent, trackedEventSchema } from '../contracts/analytics';
import type { AnalyticsRepository } from '../db/repositories/analytics-repository';
import type { AnalyticsEventRecord } from '../providers/analytics/analytics-sink';

type TrackedEvent = z.output<typeof trackedEventSchema>;

export function createAnalyticsService(analytics: AnalyticsRepository, sink: { record(event: AnalyticsEventRecord): Promise<void> }) {
  return {
    /** A named storefront event, handed to every configured sink (our table, the vendor or its sandbox). */
    async track(app: string, event: TrackedEvent, visitorId: string | null, now: Date): Promise<void> {
      const { name, ...payload } = event;
      await sink.record({ app, name, payload, visitorId, occurredAt: now });
    },

    /** GET /api/analytics/search: a search when a term is given, else a visit. */
    async recordSearchVisit(app: string, term: string, visitorId: string | null, now: Date): Promise<void> {
      await analytics.record(
        { app, eventType: term ? 'search' : 'visit', query: term.toLowerCase(), productList: [], url: '', isRepeatUser: false, visitorId },
        now,
      );
    },

    async recordEvent(app: string, event: SearchAnalyticsEvent, visitorId: string | null, now: Date): Promise<void> {
      await analytics.record(
        {
          app,
          eventType: event.analyticsEventType,
          query: event.query.toLowerCase(),
          productList: event.productList,
          url: event.url,
          isRepeatUser: event.isRepeatUser,
          visitorId,
        },
        now,
      );
    },

    countEvents: (app: string, eventType: string, query: string) => analytics.countEvents(app, eventType, query.toLowerCase()),
  };
}
