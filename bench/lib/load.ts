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
  /** autocannon records latency in whole milliseconds: 0 means under 1 ms. */
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
async function checkTarget(url: string): Promise<void> {
  const response = await fetch(url, { headers: { 'accept-encoding': 'identity' } });
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}, not 200`);
}

/**
 * A short unmeasured warm-up, then one bounded measurement with a fixed number of connections.
 * With `rate`, the connections together send that many requests per second (a fixed arrival
 * rate, for latency below saturation) instead of as many as the server answers.
 */
export async function measure(name: string, url: string, settings: LoadSettings, rate?: number): Promise<LoadResult> {
  await checkTarget(url);
  process.stdout.write(`  ${name.padEnd(36)} ${url.replace(/^http:\/\/127\.0\.0\.1:\d+/, '')} … `);
  const base = {
    url,
    connections: settings.connections,
    timeout: 10,
    ...(rate === undefined ? {} : { overallRate: Math.max(1, Math.round(rate)) }),
  };
  await autocannon({ ...base, duration: settings.warmup });
  const result = await autocannon({ ...base, duration: settings.duration });
  process.stdout.write(`${Math.round(result.requests.average)} req/s, p99 ${result.latency.p99} ms\n`);
  return {
    name,
    url,
    offeredRate: rate === undefined ? undefined : Math.max(1, Math.round(rate)),
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
