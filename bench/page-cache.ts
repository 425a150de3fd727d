/**
 * `npx tsx bench/page-cache.ts [--requests 800]`: what the whole-page cache (ADR 0037) gives, on
 * one storefront started with PAGE_CACHE_SECONDS=30. Each page is asked for as a first-time
 * visitor (no cookie: answered from the cache after the first render) and as a returning visitor
 * (a visitor cookie: rendered every time), alternating, twice each. Printed per page: CPU
 * milliseconds per request (the steady reading on a shared machine, bench/cpu.ts) and req/s at 20
 * connections, with the ratio cached ÷ rendered. Issue 16's page targets are measured without the
 * cache (`npm run bench`, bench/cpu.ts); this is its own figure.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { cpuPerRequest, loadAverage, requestsOption } from './lib/cpu-time';
import { pickPages } from './lib/pages';
import { ensureBuild, startStorefront } from './targets/storefront';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const RETURNING_VISITOR = { cookie: 'wau=bench-visitor-0000000000000001' };
const THROUGHPUT_SECONDS = 3;

async function requestsPerSecond(url: string, headers: Record<string, string>): Promise<number> {
  const result = await autocannon({ url, connections: 20, duration: THROUGHPUT_SECONDS, headers });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${url} answered ${result.non2xx} non-2xx and ${result.errors} errors`);
  return result.requests.total / result.duration;
}

/** Fails the run unless the cache answers anonymous requests and renders for the returning visitor. */
async function checkCacheRules(url: string): Promise<void> {
  const anonymous = await fetch(url);
  const returning = await fetch(url, { headers: RETURNING_VISITOR });
  await Promise.all([anonymous.arrayBuffer(), returning.arrayBuffer()]);
  if (!anonymous.headers.get('cache-control')?.startsWith('public') || !returning.headers.get('cache-control')?.startsWith('private')) {
    throw new Error(`${url}: expected a shared anonymous page and a private returning visitor's page`);
  }
}

async function main(): Promise<void> {
  const requests = requestsOption(process.argv.slice(2), 'bench/page-cache.ts');
  ensureBuild(root, false);
  process.env.PAGE_CACHE_SECONDS = '30';
  const storefront = await startStorefront(root, undefined);
  try {
    console.log(`Whole-page cache on (30 s); ${requests} requests per side for CPU, twice each (load average ${loadAverage()})`);
    console.log('page       CPU ms cached / rendered   ratio    req/s cached / rendered   ratio');
    for (const page of await pickPages(storefront.url)) {
      const url = `${storefront.url}${page.path}`;
      await checkCacheRules(url);
      await cpuPerRequest(storefront.pid!, url, 100, RETURNING_VISITOR);
      let cachedMs = 0;
      let renderedMs = 0;
      let cachedRps = 0;
      let renderedRps = 0;
      for (let round = 0; round < 2; round++) {
        cachedMs += await cpuPerRequest(storefront.pid!, url, requests);
        renderedMs += await cpuPerRequest(storefront.pid!, url, requests, RETURNING_VISITOR);
        cachedRps += await requestsPerSecond(url, {});
        renderedRps += await requestsPerSecond(url, RETURNING_VISITOR);
      }
      console.log(
        `${page.name.padEnd(9)}  ${(cachedMs / 2).toFixed(2).padStart(6)} / ${(renderedMs / 2).toFixed(2).padStart(6)} ms       ${(renderedMs / cachedMs).toFixed(1).padStart(5)}x   ${(cachedRps / 2).toFixed(0).padStart(6)} / ${(renderedRps / 2).toFixed(0).padStart(5)}          ${(cachedRps / renderedRps).toFixed(1).padStart(5)}x`,
      );
    }
    console.log(`load average at the end: ${loadAverage()}`);
  } finally {
    await storefront.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
