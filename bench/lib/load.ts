import autocannon from 'autocannon';

export interface LoadSettings {
  connections: number;
  duration: number;
  warmup: number;
}

export interface LoadResult {
  name: string;
  url: string;
  /** Requests per second offered at a fixed arrival rate; undefined for a closed-loop (as fast as it answers) run. */
  offeredRate?: number;
  requestsPerSec: number;
  /** autocannon records latency in whole milliseconds (0 means under 1 ms); fixed-rate rows keep tenths. */
  latencyP50Ms: number;
  latencyP99Ms: number;
  latencyMeanMs: number;
  totalRequests: number;
  bytesPerSec: number;
  errors: number;
  non2xx: number;
}

/**
 * Checks the target answers 200 before loading it: a benchmark of a 404 page is worse than none.
 * Sends no Accept-Encoding, like autocannon, so the check sees what the load sees.
 */
async function checkTarget(url: string, request: RequestShape = {}): Promise<void> {
  const response = await fetch(url, {
    method: request.method ?? 'GET',
    headers: { 'accept-encoding': 'identity', ...request.headers },
    body: request.body,
  });
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}, not 200`);
}

/** What each request of a load sends besides its address (a cart call carries the visitor cookie and a body). */
export interface RequestShape {
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
}

/** Starts a load's line of output: its name and path; the figures follow when it ends. */
export function announce(name: string, url: string): void {
  process.stdout.write(`  ${name.padEnd(36)} ${url.replace(/^http:\/\/127\.0\.0\.1:\d+/, '')} … `);
}

/**
 * A short unmeasured warm-up, then one bounded measurement with a fixed number of connections,
 * each sending its next request when the last is answered (as many as the server answers). Latency
 * at a fixed arrival rate is `measureFixedRate` (fixed-rate.ts): autocannon's own rate limit sends
 * each second's requests in one burst.
 */
export async function measure(name: string, url: string, settings: LoadSettings, request: RequestShape = {}): Promise<LoadResult> {
  await checkTarget(url, request);
  announce(name, url);
  const base = {
    url,
    connections: settings.connections,
    timeout: 10,
    ...request,
  };
  await autocannon({ ...base, duration: settings.warmup });
  const result = await autocannon({ ...base, duration: settings.duration });
  process.stdout.write(`${Math.round(result.requests.average)} req/s, p99 ${result.latency.p99} ms\n`);
  return {
    name,
    url,
    requestsPerSec: result.requests.average,
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    latencyMeanMs: result.latency.average,
    totalRequests: result.requests.total,
    bytesPerSec: result.throughput.average,
    errors: result.errors,
    non2xx: result.non2xx,
  };
}

/** The middle value (the upper one of an even count); 0 for none. */
export const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/**
 * Side-by-side targets (ours and its peer) measured in alternating slices: each is warmed up,
 * then they take turns for `rounds` slices of duration / rounds seconds. On a shared machine
 * the load from other work changes by the minute; alternating gives both targets the same
 * share of it, so their ratio holds even when the absolute figures do not.
 * req/s is over all slices; p50 and p99 are the median of the slices' figures.
 */
export async function measureInterleaved(
  targets: { name: string; url: string; headers?: Record<string, string> }[],
  settings: LoadSettings & { rounds: number },
): Promise<LoadResult[]> {
  const slice = Math.max(1, Math.round(settings.duration / settings.rounds));
  for (const { url, headers } of targets) {
    await checkTarget(url, { headers });
    await autocannon({ url, headers, connections: settings.connections, timeout: 10, duration: settings.warmup });
  }
  const slices = targets.map(() => [] as Awaited<ReturnType<typeof autocannon>>[]);
  for (let round = 0; round < settings.rounds; round++) {
    for (const [i, { url, headers }] of targets.entries()) {
      slices[i]!.push(await autocannon({ url, headers, connections: settings.connections, timeout: 10, duration: slice }));
    }
  }
  return targets.map(({ name, url }, i) => {
    const results = slices[i]!;
    const total = results.reduce((sum, r) => sum + r.requests.total, 0);
    const seconds = results.reduce((sum, r) => sum + r.duration, 0);
    const result: LoadResult = {
      name,
      url,
      requestsPerSec: total / seconds,
      latencyP50Ms: median(results.map((r) => r.latency.p50)),
      latencyP99Ms: median(results.map((r) => r.latency.p99)),
      latencyMeanMs: results.reduce((sum, r) => sum + r.latency.average * r.requests.total, 0) / Math.max(1, total),
      totalRequests: total,
      bytesPerSec: results.reduce((sum, r) => sum + r.throughput.average, 0) / results.length,
      errors: results.reduce((sum, r) => sum + r.errors, 0),
      non2xx: results.reduce((sum, r) => sum + r.non2xx, 0),
    };
    console.log(
      `  ${name.padEnd(36)} ${Math.round(result.requestsPerSec)} req/s, p99 ${result.latencyP99Ms} ms (${settings.rounds} slices)`,
    );
    return result;
  });
}
