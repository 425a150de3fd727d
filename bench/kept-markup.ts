/**
 * `npx tsx bench/kept-markup.ts`: what the server's kept markup (ADR 0041) costs and saves over a
 * crawl of the whole catalogue listing (`/products?page=1…N`, every product's tile once per pass).
 * Two storefronts run at once, one keeping markup (the default) and one that renders every element
 * (`FRAGMENT_CACHE_MB=0`), and are read in turns: the first pass is cold (every tile is new to the
 * keeping server: rendered in place and once more on its own), the later passes are warm. CPU
 * milliseconds per page come from /proc, so the machine's other work counts little.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { cpuMs, loadAverage } from './lib/cpu-time';
import { ensureBuild, startStorefront, type Storefront } from './targets/storefront';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const CONNECTIONS = 4;
const WARM_PASSES = 3;

/** The listing's page addresses, from its first page's product count. */
async function listingPages(base: string): Promise<string[]> {
  const html = await (await fetch(`${base}/products`)).text();
  const total = Number(/of ([\d,]+) products/.exec(html)?.[1]?.replace(/,/g, ''));
  if (!Number.isFinite(total) || total === 0) throw new Error('could not read the listing’s product count');
  return Array.from({ length: Math.ceil(total / 24) }, (_, index) => `/products?page=${index + 1}`);
}

/** CPU milliseconds per page over one pass of every address, four at a time. */
async function pass(storefront: Storefront, paths: string[]): Promise<number> {
  const before = cpuMs(storefront.pid!);
  const queue = [...paths];
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
        const response = await fetch(`${storefront.url}${next}`);
        await response.arrayBuffer();
        if (response.status !== 200) throw new Error(`${next}: ${response.status}`);
      }
    }),
  );
  return (cpuMs(storefront.pid!) - before) / paths.length;
}

async function main(): Promise<void> {
  ensureBuild(root, false);
  const keeping = await startStorefront(root, undefined);
  process.env.FRAGMENT_CACHE_MB = '0';
  const rendering = await startStorefront(root, undefined);
  delete process.env.FRAGMENT_CACHE_MB;
  try {
    // Warm both servers' code and the API's caches on another page than the crawl's.
    for (const side of [keeping, rendering]) for (let i = 0; i < 50; i++) await (await fetch(`${side.url}/c/kitchen`)).arrayBuffer();
    const paths = await listingPages(keeping.url);
    console.log(`${paths.length} listing pages, ${CONNECTIONS} at a time (load average ${loadAverage()})`);
    const coldRendering = await pass(rendering, paths);
    const coldKeeping = await pass(keeping, paths);
    console.log(
      `cold pass   keeping ${coldKeeping.toFixed(2)} ms  rendering all ${coldRendering.toFixed(2)} ms  keeping / rendering ${(coldKeeping / coldRendering).toFixed(3)}`,
    );
    let warmKeeping = 0;
    let warmRendering = 0;
    for (let round = 0; round < WARM_PASSES; round++) {
      warmRendering += await pass(rendering, paths);
      warmKeeping += await pass(keeping, paths);
    }
    console.log(
      `warm passes keeping ${(warmKeeping / WARM_PASSES).toFixed(2)} ms  rendering all ${(warmRendering / WARM_PASSES).toFixed(2)} ms  keeping / rendering ${(warmKeeping / warmRendering).toFixed(3)}`,
    );
    console.log(`load average at the end: ${loadAverage()}`);
  } finally {
    await Promise.all([keeping.stop(), rendering.stop()]);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
