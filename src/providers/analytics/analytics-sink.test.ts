import { describe, expect, it, vi } from 'vitest';
import { databaseAnalyticsSink, fanOutSink, sandboxAnalyticsSink, type AnalyticsEventRecord } from './analytics-sink';

const event: AnalyticsEventRecord = {
  app: 'wa',
  name: 'page_view',
  payload: { pageType: 'homepage', path: '/' },
  visitorId: 'visitor-0123456789abcdef',
  occurredAt: new Date('2026-11-21T00:00:00Z'),
};

describe('analytics sinks', () => {
  it('the database sink hands the event to its writer', async () => {
    const write = vi.fn(async () => {});
    await databaseAnalyticsSink(write).record(event);
    expect(write).toHaveBeenCalledWith(event);
  });

  it('the sandbox sink logs the event instead of sending it anywhere', async () => {
    const info = vi.fn();
    await sandboxAnalyticsSink({ info }).record(event);
    expect(info).toHaveBeenCalledWith(
      { analyticsEvent: { ...event, occurredAt: '2026-11-21T00:00:00.000Z' } },
      'analytics event (sandbox sink)',
    );
  });

  it('fans out to every sink and still reports a failing one', async () => {
    const write = vi.fn(async () => {});
    const broken = { name: 'sandbox' as const, record: vi.fn(async () => Promise.reject(new Error('vendor down'))) };
    const sink = fanOutSink([broken, databaseAnalyticsSink(write)]);
    expect(sink.names).toEqual(['sandbox', 'database']);
    await expect(sink.record(event)).rejects.toThrow('vendor down');
    expect(write).toHaveBeenCalledOnce();
  });
});
