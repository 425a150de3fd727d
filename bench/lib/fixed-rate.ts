import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { announce, type LoadResult } from './load';

/**
 * An open-loop load: request n starts at start + n / rate, whether or not earlier requests have
 * been answered, and its latency counts from that scheduled start (so a stall of the server, or of
 * this process, shows in the figures instead of silently sending fewer requests).
 *
 * This is what issue 16's "p99 at half saturation (a fixed arrival rate)" asks for, and it is not
 * what autocannon's `overallRate` does: each of its connections sends its whole per-second quota
 * back to back at the start of every second, then waits for the next second. A rate of half the
 * saturation rate then reaches the server as one burst of a second's requests, answered at full
 * saturation, and p99 measures the queue of that burst (bench/README.md, "A fixed arrival rate").
 */
export interface FixedRateClock {
  /** Milliseconds, monotonic. */
  now(): number;
  sleep(ms: number): Promise<void>;
}

export interface FixedRatePlan {
  /** Requests per second. */
  rate: number;
  durationMs: number;
  /** Sends one request and resolves true when it was answered as expected. */
  send: () => Promise<boolean>;
  clock?: FixedRateClock;
}

export interface FixedRateRun {
  /** Latency of each answered request from its scheduled start, in milliseconds, in order of answer. */
  latenciesMs: number[];
  failures: number;
  sent: number;
  elapsedMs: number;
}

const realClock: FixedRateClock = { now: () => performance.now(), sleep: (ms) => sleep(ms) };

export async function runFixedRate({ rate, durationMs, send, clock = realClock }: FixedRatePlan): Promise<FixedRateRun> {
  if (!(rate > 0)) throw new Error(`a fixed-rate load needs a positive rate (got ${rate})`);
  const interval = 1000 / rate;
  const total = Math.max(1, Math.round((durationMs / 1000) * rate));
  const latenciesMs: number[] = [];
  let failures = 0;
  const answers: Promise<void>[] = [];
  const start = clock.now();
  for (let n = 0; n < total; n++) {
    const due = start + n * interval;
    // Timers keep whole milliseconds and may wake a fraction early: never send before the due time.
    for (let wait = due - clock.now(); wait > 0; wait = due - clock.now()) await clock.sleep(Math.ceil(wait));
    answers.push(
      send().then(
        (ok) => {
          if (ok) latenciesMs.push(clock.now() - due);
          else failures++;
        },
        () => {
          failures++;
        },
      ),
    );
  }
  await Promise.all(answers);
  return { latenciesMs, failures, sent: total, elapsedMs: clock.now() - start };
}

/** The value at or below which `share` of the sorted values fall (nearest rank). */
export function percentile(sortedValues: readonly number[], share: number): number {
  if (sortedValues.length === 0) return 0;
  const rank = Math.ceil(share * sortedValues.length);
  return sortedValues[Math.min(sortedValues.length, Math.max(1, rank)) - 1] ?? 0;
}

/** A GET over kept-alive connections (as many as the schedule needs), true on a 200 with its body read. */
function getter(url: string, agent: http.Agent, onBytes: (n: number) => void): () => Promise<boolean> {
  return () =>
    new Promise((resolve) => {
      const request = http.get(url, { agent, headers: { 'accept-encoding': 'identity' } }, (response) => {
        response.on('data', (chunk: Buffer) => onBytes(chunk.length));
        response.on('end', () => resolve(response.statusCode === 200));
        response.on('error', () => resolve(false));
      });
      request.setTimeout(10_000, () => request.destroy());
      request.on('error', () => resolve(false));
    });
}

const round1 = (ms: number) => Math.round(ms * 10) / 10;

/** An unmeasured warm-up at the same rate, then the measured run, as a bench row. */
export async function measureFixedRate(
  name: string,
  url: string,
  settings: { duration: number; warmup: number },
  rate: number,
): Promise<LoadResult> {
  announce(name, url);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  let bytes = 0;
  try {
    const offered = Math.max(1, Math.round(rate));
    await runFixedRate({ rate: offered, durationMs: settings.warmup * 1000, send: getter(url, agent, () => {}) });
    const run = await runFixedRate({ rate: offered, durationMs: settings.duration * 1000, send: getter(url, agent, (n) => (bytes += n)) });
    const sorted = [...run.latenciesMs].sort((a, b) => a - b);
    const seconds = run.elapsedMs / 1000;
    const result: LoadResult = {
      name,
      url,
      offeredRate: offered,
      requestsPerSec: sorted.length / seconds,
      latencyP50Ms: round1(percentile(sorted, 0.5)),
      latencyP99Ms: round1(percentile(sorted, 0.99)),
      latencyMeanMs: round1(sorted.reduce((sum, ms) => sum + ms, 0) / Math.max(1, sorted.length)),
      totalRequests: run.sent,
      bytesPerSec: bytes / seconds,
      errors: run.failures,
      non2xx: 0,
    };
    process.stdout.write(`${Math.round(result.requestsPerSec)} req/s offered ${offered}, p99 ${result.latencyP99Ms} ms\n`);
    return result;
  } finally {
    agent.destroy();
  }
}
