/**
 * `npm run bench`: throughput and latency of the storefront's API and pages against peers doing
 * the same job on the same machine in the same run, the server's peak memory, and the initial
 * JavaScript per route. Peers: bare node:http for the API (a fixed JSON body) and a minimal React
 * Router app (bench/peer) for each page, sized to that page's HTML. Every server runs in its own
 * process; this process only generates load (autocannon) and reports. Method: bench/README.md.
 */
import type { ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs, type BenchOptions } from './lib/args';
import { measureBundles } from './lib/bundle-size';
import { benchCart } from './lib/cart';
import { benchCheckout, printCheckoutBench } from './checkout';
import { peakMemoryBytes, startFixedBody, stopChild } from './lib/child';
import { measureFixedRate } from './lib/fixed-rate';
import { measure, measureInterleaved, type LoadResult } from './lib/load';
import { pickPages } from './lib/pages';
import { floorOf, type InitialJavaScriptFloor } from './lib/initial-javascript';
import { buildPeer, startPeer } from './lib/peer';
import { machine, printReport, writeReport, type BenchReport, type PageResult } from './lib/report';
import { ensureBuild, startStorefront, type Storefront } from './targets/storefront';

const benchDir = path.dirname(fileURLToPath(import.meta.url));
const root = path.dirname(benchDir);

/** What a browser's fetch sends: the settings answer then goes out compressed (pre-compressed once per version). */
const BROWSER_ACCEPT_ENCODING = { 'accept-encoding': 'gzip, deflate, br, zstd' };

/**
 * GET /api/settings against bare node:http answering a small fixed JSON body, in alternating
 * slices: as the target sends it (no Accept-Encoding, so a plain body), and as a browser does.
 */
async function measureSettings(storefrontUrl: string, options: BenchOptions, children: ChildProcess[]) {
  const bare = await startFixedBody(JSON.stringify({ hello: 'world' }), 'application/json; charset=utf-8');
  children.push(bare.child);
  const [bareJson, settings, browser] = (await measureInterleaved(
    [
      { name: 'bare node:http JSON', url: `http://127.0.0.1:${bare.port}/` },
      { name: 'GET /api/settings', url: `${storefrontUrl}/api/settings` },
      { name: 'GET /api/settings (browser, br)', url: `${storefrontUrl}/api/settings`, headers: BROWSER_ACCEPT_ENCODING },
    ],
    options,
  )) as [LoadResult, LoadResult, LoadResult];
  return {
    bare: bareJson,
    settings,
    ratio: settings.requestsPerSec / bareJson.requestsPerSec,
    browser,
    browserRatio: browser.requestsPerSec / bareJson.requestsPerSec,
  };
}

/** `--only settings`: the API figure alone, with the load average it was taken at. */
async function settingsOnly(options: BenchOptions): Promise<void> {
  const host = machine();
  ensureBuild(root, options.rebuild);
  const children: ChildProcess[] = [];
  const storefront = await startStorefront(root, options.catalogue);
  try {
    console.log('Measuring:');
    const api = await measureSettings(storefront.url, options, children);
    console.log(`\nGET /api/settings / bare node:http: ${api.ratio.toFixed(3)} (target ≥ 0.5)`);
    console.log(`GET /api/settings as a browser asks (br) / bare node:http: ${api.browserRatio.toFixed(3)}`);
    console.log(`load average ${host.loadAverageAtStart.join(' ')} → ${host.loadAverageNow().join(' ')} on ${host.cpus} CPUs`);
  } finally {
    await Promise.all(children.map((child) => stopChild(child)));
    await storefront.stop();
  }
}

async function main(): Promise<void> {
  const options = parseArgs(process.argv.slice(2));
  if (options.only === 'settings') return settingsOnly(options);
  const host = machine();
  ensureBuild(root, options.rebuild);
  const peerBuild = buildPeer(benchDir, options.rebuild);

  const children: ChildProcess[] = [];
  let storefront: Storefront | undefined;
  const cleanUp = async () => {
    await Promise.all(children.map((child) => stopChild(child)));
    await storefront?.stop();
  };
  process.once('SIGINT', () => void cleanUp().then(() => process.exit(130)));

  try {
    storefront = await startStorefront(root, options.catalogue);
    const pages = await pickPages(storefront.url);
    const homeHtml = pages[0]!.html;

    const plain = await startFixedBody(homeHtml, 'text/html; charset=utf-8');
    const peer = await startPeer(benchDir, peerBuild);
    children.push(plain.child, peer.child);

    console.log('Measuring:');
    const api = await measureSettings(storefront.url, options, children);
    const CART_LINES = 10;
    const cartRequests = await benchCart(storefront.url, CART_LINES);
    const cart = {
      lines: CART_LINES,
      get: await measure(`GET /api/cart/ (${CART_LINES} lines)`, `${storefront.url}/api/cart/`, options, cartRequests.get),
      add: await measure('POST /api/cart/product/', `${storefront.url}/api/cart/product/`, options, cartRequests.add),
    };
    const pageResults: PageResult[] = [];
    for (const page of pages) {
      const sized = await peer.sizedTo(page.bytes);
      const [ours, peerLoad] = (await measureInterleaved(
        [
          { name: `${page.name} (ours)`, url: `${storefront.url}${page.path}` },
          { name: `${page.name} (React Router peer)`, url: sized.url },
        ],
        options,
      )) as [LoadResult, LoadResult];
      const halfRate = await measureFixedRate(
        `${page.name} (ours) at half saturation`,
        `${storefront.url}${page.path}`,
        options,
        ours.requestsPerSec / 2,
      );
      pageResults.push({
        name: page.name,
        path: page.path,
        htmlBytes: page.bytes,
        peerHtmlBytes: sized.bytes,
        ours,
        peer: peerLoad,
        halfRate,
      });
    }
    const reference: LoadResult = await measure('node:http fixed home HTML', `http://127.0.0.1:${plain.port}/`, options);

    const report: BenchReport = {
      date: new Date().toISOString(),
      machine: {
        cpus: host.cpus,
        cpuModel: host.cpuModel,
        node: host.node,
        platform: host.platform,
        loadAverageAtStart: host.loadAverageAtStart,
      },
      loadAverageAtEnd: host.loadAverageNow(),
      options,
      storefrontBootMs: Math.round(storefront.bootMs),
      storefrontPeakMemoryBytes: peakMemoryBytes(storefront.pid),
      api,
      cart,
      pages: pageResults,
      reference: { ...reference, ratioOfHome: (pageResults[0]?.ours.requestsPerSec ?? 0) / reference.requestsPerSec },
      bundles: measureBundles(path.join(root, 'build', 'client')),
      initialJavaScript: floorOf(measureBundles(path.join(benchDir, 'peer', 'build', 'client'))) satisfies InitialJavaScriptFloor,
    };
    printReport(report);
    // Checkout runs on PostgreSQL (its own storefront and database), after the other servers are done.
    await cleanUp();
    storefront = undefined;
    children.length = 0;
    console.log('\nCheckout (bench/checkout.ts):');
    const checkout = await benchCheckout(root).catch((error: unknown) => {
      console.warn(`checkout bench skipped: ${error instanceof Error ? error.message : String(error)}`);
      return undefined;
    });
    if (checkout) printCheckoutBench(checkout);
    report.checkout = checkout;
    console.log(`\nwritten to ${path.relative(root, writeReport(report, path.join(benchDir, 'results')))}`);
  } finally {
    await cleanUp();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
