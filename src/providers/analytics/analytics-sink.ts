import type { AnalyticsSinkName } from '../../config/env';

/**
 * Where storefront events go once our API has accepted them. The sinks sit behind one small
 * interface so a vendor's analytics service can join (or replace) them by configuration alone,
 * without the routes or the browser changing.
 */
export interface AnalyticsEventRecord {
  app: string;
  name: string;
  /** The validated event fields (page type, path, category, action, label, data). */
  payload: Record<string, unknown>;
  visitorId: string | null;
  occurredAt: Date;
}

export interface AnalyticsSink {
  readonly name: AnalyticsSinkName;
  record(event: AnalyticsEventRecord): Promise<void>;
}

/** Our own table: the first-party record every report reads. The write itself is handed in, so this layer stays free of the database. */
export function databaseAnalyticsSink(write: (event: AnalyticsEventRecord) => Promise<void>): AnalyticsSink {
  return { name: 'database', record: write };
}

export interface SinkLogger {
  info(details: Record<string, unknown>, message: string): void;
}

/** Stands in for the outside analytics service (no ANALYTICS_KEY): logs what would have been sent. */
export function sandboxAnalyticsSink(log: SinkLogger): AnalyticsSink {
  return {
    name: 'sandbox',
    async record(event) {
      log.info({ analyticsEvent: { ...event, occurredAt: event.occurredAt.toISOString() } }, 'analytics event (sandbox sink)');
    },
  };
}

/**
 * Records into every configured sink. All sinks are tried even when one fails; a failure is
 * reported once all have run, so a caller (and its test) learns that an event was not kept.
 */
export function fanOutSink(sinks: readonly AnalyticsSink[]): {
  names: AnalyticsSinkName[];
  record(event: AnalyticsEventRecord): Promise<void>;
} {
  return {
    names: sinks.map((sink) => sink.name),
    async record(event) {
      const results = await Promise.allSettled(sinks.map((sink) => sink.record(event)));
      const failed = results.find((result): result is PromiseRejectedResult => result.status === 'rejected');
      if (failed) throw failed.reason;
    },
  };
}
