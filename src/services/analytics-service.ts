import type { SearchAnalyticsEvent } from '../contracts/analytics';
import type { AnalyticsRepository } from '../db/repositories/analytics-repository';

export function createAnalyticsService(analytics: AnalyticsRepository) {
  return {
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
