import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { percentile, runFixedRate, type FixedRateClock } from './fixed-rate';

/** The test's clock: fake timers move Date.now and setTimeout together. */
const fakeClock: FixedRateClock = { now: () => Date.now(), sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)) };

/** A server whose answer to the n-th request (from 0) takes `serviceMs(n)`, recording when each request arrived. */
function fakeServer(serviceMs: (n: number) => number) {
  const arrivals: number[] = [];
  const send = () => {
    const n = arrivals.length;
    arrivals.push(Date.now());
    return new Promise<boolean>((resolve) => setTimeout(() => resolve(true), serviceMs(n)));
  };
  return { arrivals, send };
}

describe('a fixed arrival rate', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: 0 });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('starts every request on its schedule while earlier ones are still unanswered', async () => {
    // 100 per second for 100 ms: ten requests, each taking 30 ms, so three are in flight at a time.
    const server = fakeServer(() => 30);
    const run = runFixedRate({ rate: 100, durationMs: 100, send: server.send, clock: fakeClock });
    await vi.runAllTimersAsync();
    const result = await run;
    expect(server.arrivals).toEqual([0, 10, 20, 30, 40, 50, 60, 70, 80, 90]);
    expect(result.latenciesMs).toEqual(Array(10).fill(30));
    expect(result).toMatchObject({ sent: 10, failures: 0, elapsedMs: 120 });
  });

  it('does not hold later requests back behind a slow answer, so one stall shows as one slow request', async () => {
    // A closed loop (a connection waiting for its answer) would send the second request at 500 ms
    // and report every later one as fast; here they keep their times and their own latency.
    const server = fakeServer((n) => (n === 0 ? 500 : 5));
    const run = runFixedRate({ rate: 50, durationMs: 200, send: server.send, clock: fakeClock });
    await vi.runAllTimersAsync();
    const result = await run;
    expect(server.arrivals).toEqual([0, 20, 40, 60, 80, 100, 120, 140, 160, 180]);
    expect([...result.latenciesMs].sort((a, b) => a - b)).toEqual([...Array(9).fill(5), 500]);
  });

  it('counts latency from the scheduled start when this process sends late', async () => {
    // The sender's own stall (here its sleep oversleeps by 40 ms once) is waiting time for a
    // shopper too: the request due at 10 ms goes out at 50 ms and is reported as 45 ms, not 5.
    let overslept = false;
    const lateClock: FixedRateClock = {
      now: fakeClock.now,
      sleep: (ms) => {
        const extra = overslept ? 0 : 40;
        overslept = true;
        return fakeClock.sleep(ms + extra);
      },
    };
    const server = fakeServer(() => 5);
    const run = runFixedRate({ rate: 100, durationMs: 30, send: server.send, clock: lateClock });
    await vi.runAllTimersAsync();
    const result = await run;
    expect(server.arrivals).toEqual([0, 50, 50]);
    expect(result.latenciesMs).toEqual([5, 45, 35]);
  });

  it('never sends a request before its due time, though timers wake a fraction of a millisecond early', async () => {
    // A clock whose sleeps end half a millisecond short, as Node's whole-millisecond timers can.
    let now = 0;
    const earlyClock: FixedRateClock = {
      now: () => now,
      sleep: (ms) => {
        now += ms - 0.5;
        return Promise.resolve();
      },
    };
    const sentAt: number[] = [];
    const send = () => {
      sentAt.push(now);
      return Promise.resolve(true);
    };
    // 160 a second: one every 6.25 ms.
    const result = await runFixedRate({ rate: 160, durationMs: 50, send, clock: earlyClock });
    expect(sentAt).toHaveLength(8);
    sentAt.forEach((at, n) => expect(at).toBeGreaterThanOrEqual(n * 6.25));
    expect(Math.min(...result.latenciesMs)).toBeGreaterThanOrEqual(0);
  });

  it('counts refused and failed requests apart from the latencies', async () => {
    let n = 0;
    const send = () => {
      n++;
      if (n === 2) return Promise.resolve(false);
      if (n === 3) return Promise.reject(new Error('socket hang up'));
      return Promise.resolve(true);
    };
    const run = runFixedRate({ rate: 100, durationMs: 40, send, clock: fakeClock });
    await vi.runAllTimersAsync();
    const result = await run;
    expect(result.failures).toBe(2);
    expect(result.latenciesMs).toHaveLength(2);
  });

  it('refuses a rate that is not positive', async () => {
    await expect(runFixedRate({ rate: 0, durationMs: 1000, send: () => Promise.resolve(true), clock: fakeClock })).rejects.toThrow(
      'positive rate',
    );
  });
});

describe('percentile', () => {
  it('takes the nearest rank', () => {
    const values = Array.from({ length: 100 }, (_, i) => i + 1);
    expect(percentile(values, 0.5)).toBe(50);
    expect(percentile(values, 0.99)).toBe(99);
    expect(percentile([7], 0.99)).toBe(7);
    expect(percentile([], 0.99)).toBe(0);
  });
});
