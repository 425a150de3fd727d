/**
 * `npm run bench`: throughput of the storefront's API and SSR against bare node:http doing the same
 * job, and the initial JavaScript per route. Every server runs in its own process; this process
 * only generates load (autocannon) and reports. Figures go to stdout and bench/results/latest.json.
 */
import type { ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from './lib/args';
import { measureBundles } from './lib/bundle-size';
import { startTarget, stopChild } from './lib/child';
import { measure, type LoadResult } from './lib/load';
import { machine, printReport, writeReport, type BenchReport } from './lib/report';
import { ensureBuild, startStorefront, type Storefront } from './targets/storefront';

const benchDir = path.dirname(fileURLToPath(import.meta.url));
const root = path.dirname(benchDir);
const fixedBodyServer = path.join(benchDir, 'targets', 'fixed-body-server.ts');

async function main(): Promise<void> {
  const options = parseArgs(process.argv.slice(2));
  const host = machine();
  ensureBuild(root, options.rebuild);

  const children: ChildProcess[] = [];
  let storefront: Storefront | undefined;
  const cleanUp = async () => {
    await Promise.all(children.map((child) => stopChild(child)));
    await storefront?.stop();
  };
  process.once('SIGINT', () => void cleanUp().then(() => process.exit(130)));

  try {
    storefront = await startStorefront(root, options.catalogue);
    const homeResponse = await fetch(`${storefront.url}/`);
    const homeHtml = await homeResponse.text();
    if (homeResponse.status !== 200) throw new Error(`GET / answered ${homeResponse.status}`);

    const bare = await startTarget(fixedBodyServer, {
      body: JSON.stringify({ hello: 'world' }),
      contentType: 'application/json; charset=utf-8',
    });
    const plain = await startTarget(fixedBodyServer, { body: homeHtml, contentType: 'text/html; charset=utf-8' });
    children.push(bare.child, plain.child);

    console.log('Measuring:');
    const load: LoadResult[] = [];
    load.push(await measure('a. bare node:http JSON', `http://127.0.0.1:${bare.port}/`, options));
    load.push(await measure('b. GET /api/settings', `${storefront.url}/api/settings`, options));
    load.push(await measure('c. SSR GET /', `${storefront.url}/`, options));
    load.push(await measure('d. node:http fixed home HTML', `http://127.0.0.1:${plain.port}/`, options));
    const [a, b, c, d] = load as [LoadResult, LoadResult, LoadResult, LoadResult];

    const report: BenchReport = {
      date: new Date().toISOString(),
      machine: host,
      options,
      storefrontBootMs: Math.round(storefront.bootMs),
      homeHtmlBytes: Buffer.byteLength(homeHtml),
      load,
      ratios: { apiOverBare: b.requestsPerSec / a.requestsPerSec, ssrOverPlainHtml: c.requestsPerSec / d.requestsPerSec },
      bundles: measureBundles(path.join(root, 'build', 'client')),
    };
    printReport(report);
    console.log(`\nwritten to ${path.relative(root, writeReport(report, path.join(benchDir, 'results')))}`);
  } finally {
    await cleanUp();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
