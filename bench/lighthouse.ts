/**
 * `npm run bench:lighthouse -- [--app wa] [--runs 1]`: Lighthouse mobile performance (simulated
 * throttling, Debian's Chromium at CHROME_PATH, offline) of the home page, the first category of
 * the navigation and a product of it, per flavour (all eight unless --app is given), against
 * the built storefront (build/app/server.js, NODE_ENV=production). Prints score, LCP, CLS, FCP
 * and TBT; with --runs N each page is measured N times and the median score is kept. With
 * --save DIR each run's full report is written there as JSON (app-page-run.json), for the LCP
 * element, its phases and the long tasks behind a figure. Each row also prints Lighthouse's
 * benchmark index of the machine (BI, its own measure of the host's CPU speed, median of the runs):
 * TBT is the observed main-thread work slowed four times, so a slower host scores lower on the same
 * build, and figures from machines with different indexes do not compare.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { APP_IDS } from '../src/domain/brands';
import { median } from './lib/load';
import { ensureBuild, startStorefront } from './targets/storefront';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));

interface Scores {
  score: number;
  lcpMs: number;
  cls: number;
  fcpMs: number;
  tbtMs: number;
  benchmarkIndex: number;
}

async function pagesOf(base: string): Promise<[string, string][]> {
  const navbar = (await (await fetch(`${base}/api/navbar/`)).json()) as { mainNav: { uri: string }[] };
  const category = navbar.mainNav[0]?.uri;
  if (!category) throw new Error('the navigation has no category');
  const listing = await fetch(`${base}/api/v2/listing?category=${encodeURIComponent(category.replace(/^\/c\//, ''))}&pageSize=1`);
  const product = ((await listing.json()) as { products?: { uri: string }[] }).products?.[0]?.uri;
  if (!product) throw new Error(`${category} has no products`);
  return [
    ['home', '/'],
    ['category', category],
    ['product', product],
  ];
}

async function audit(url: string, port: number, savePath: string | undefined): Promise<Scores> {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { lhr } = result;
  if (savePath) writeFileSync(savePath, JSON.stringify(lhr));
  if (lhr.runtimeError) throw new Error(`Lighthouse could not load ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  return {
    score: lhr.categories.performance?.score ?? 0,
    lcpMs: numeric('largest-contentful-paint'),
    cls: numeric('cumulative-layout-shift'),
    fcpMs: numeric('first-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    benchmarkIndex: lhr.environment.benchmarkIndex,
  };
}

/**
 * Chromium on a loaded machine now and then records no navigation start (NO_NAVSTART); that is
 * no finding about the page, so the audit is tried again, at most twice more.
 */
async function auditWithRetry(url: string, port: number, savePath: string | undefined): Promise<Scores> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await audit(url, port, savePath);
    } catch (error) {
      if (attempt >= 3 || !String(error).includes('NO_NAVSTART')) throw error;
    }
  }
}

const medianRun = (runs: Scores[]) => [...runs].sort((a, b) => a.score - b.score)[Math.floor(runs.length / 2)]!;

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { app: { type: 'string', multiple: true }, runs: { type: 'string', default: '1' }, save: { type: 'string' } },
  });
  const apps = values.app ?? [...APP_IDS];
  const runs = Number(values.runs);
  const unknown = apps.filter((app) => !(APP_IDS as readonly string[]).includes(app));
  if (unknown.length > 0 || !Number.isInteger(runs) || runs < 1)
    throw new Error('usage: npm run bench:lighthouse -- [--app wa]... [--runs N] [--save DIR]');
  if (values.save) mkdirSync(values.save, { recursive: true });
  ensureBuild(root, false);
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  const rows: string[] = [];
  try {
    for (const app of apps) {
      const storefront = await startStorefront(root, undefined, app);
      try {
        for (const [name, pagePath] of await pagesOf(storefront.url)) {
          const results: Scores[] = [];
          for (let i = 0; i < runs; i++) {
            const savePath = values.save ? path.join(values.save, `${app}-${name}-${i + 1}.json`) : undefined;
            results.push(await auditWithRetry(`${storefront.url}${pagePath}`, chrome.port, savePath));
          }
          const s = medianRun(results);
          const line = [
            app.padEnd(7),
            name.padEnd(9),
            s.score.toFixed(2),
            `LCP ${(s.lcpMs / 1000).toFixed(2)} s`.padEnd(11),
            `CLS ${s.cls.toFixed(3)}`,
            `FCP ${(s.fcpMs / 1000).toFixed(2)} s`.padEnd(11),
            `TBT ${Math.round(s.tbtMs)} ms`.padEnd(11),
            `BI ${Math.round(median(results.map((r) => r.benchmarkIndex)))}`.padEnd(7),
            pagePath,
          ].join('  ');
          rows.push(line);
          console.log(line);
        }
      } finally {
        await storefront.stop();
      }
    }
  } finally {
    await chrome.kill();
  }
  console.log(`\nLighthouse mobile performance (targets: score ≥ 0.95, LCP < 2.5 s, CLS < 0.02)\n${rows.join('\n')}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
