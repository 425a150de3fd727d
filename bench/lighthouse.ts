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
 * build, and figures from machines with different indexes do not compare. Before the storefront's
 * pages it measures a page with no script at all (the `machine` row): what this host and its
 * Chromium block and score on nothing, so a reading of the storefront can be told from the host's.
 * `--cpu-slowdown N` replaces Lighthouse's four (`1` keeps the network simulation and leaves the
 * CPU as it is, for comparing two builds' network graphs on a noisy host).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { throttling } from 'lighthouse/core/config/constants.js';
import { APP_IDS } from '../src/domain/brands';
import { startFixedBody, stopChild } from './lib/child';
import { median } from './lib/load';
import { ensureBuild, startStorefront } from './targets/storefront';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));

/** The host's floor: a styled page of text with no script, no image and no stylesheet to fetch. */
const NO_SCRIPT_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>No script</title><style>body{font:16px/1.5 sans-serif;margin:2rem}</style></head><body><h1>A page with no script</h1>${'<p>Kitchens, laundries and living: the same words again, to give the page some text to lay out.</p>'.repeat(20)}</body></html>`;

/** Lighthouse's own mobile settings, with another CPU slowdown when one is asked for. */
const throttlingFor = (cpuSlowdown: number | undefined) =>
  cpuSlowdown === undefined ? {} : { throttling: { ...throttling.mobileSlow4G, cpuSlowdownMultiplier: cpuSlowdown } };

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

async function audit(url: string, port: number, savePath: string | undefined, cpuSlowdown: number | undefined): Promise<Scores> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    ...throttlingFor(cpuSlowdown),
  });
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
async function auditWithRetry(url: string, port: number, savePath: string | undefined, cpuSlowdown: number | undefined): Promise<Scores> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await audit(url, port, savePath, cpuSlowdown);
    } catch (error) {
      if (attempt >= 3 || !String(error).includes('NO_NAVSTART')) throw error;
    }
  }
}

const medianRun = (runs: Scores[]) => [...runs].sort((a, b) => a.score - b.score)[Math.floor(runs.length / 2)]!;

interface RunOptions {
  runs: number;
  chromePort: number;
  save: string | undefined;
  cpuSlowdown: number | undefined;
}

/** Audits one page `runs` times and answers its row: the median run's figures. */
async function measureRow(label: [string, string], url: string, shownPath: string, options: RunOptions): Promise<string> {
  const results: Scores[] = [];
  for (let i = 0; i < options.runs; i++) {
    const savePath = options.save ? path.join(options.save, `${label.join('-').replace(/\W+/g, '-')}-${i + 1}.json`) : undefined;
    results.push(await auditWithRetry(url, options.chromePort, savePath, options.cpuSlowdown));
  }
  const s = medianRun(results);
  return [
    label[0].padEnd(7),
    label[1].padEnd(9),
    s.score.toFixed(2),
    `LCP ${(s.lcpMs / 1000).toFixed(2)} s`.padEnd(11),
    `CLS ${s.cls.toFixed(3)}`,
    `FCP ${(s.fcpMs / 1000).toFixed(2)} s`.padEnd(11),
    `TBT ${Math.round(s.tbtMs)} ms`.padEnd(11),
    `BI ${Math.round(median(results.map((r) => r.benchmarkIndex)))}`.padEnd(7),
    shownPath,
  ].join('  ');
}

/** The `machine` row: the same audit of a page with no script, served by bare node:http. */
async function measureMachine(options: RunOptions): Promise<string> {
  const target = await startFixedBody(NO_SCRIPT_PAGE, 'text/html; charset=utf-8');
  try {
    return await measureRow(['machine', 'no script'], `http://127.0.0.1:${target.port}/`, '(bare node:http)', options);
  } finally {
    await stopChild(target.child);
  }
}

function parseOptions() {
  const { values } = parseArgs({
    options: {
      app: { type: 'string', multiple: true },
      runs: { type: 'string', default: '1' },
      save: { type: 'string' },
      'cpu-slowdown': { type: 'string' },
    },
  });
  const apps = values.app ?? [...APP_IDS];
  const runs = Number(values.runs);
  const cpuSlowdown = values['cpu-slowdown'] === undefined ? undefined : Number(values['cpu-slowdown']);
  const unknown = apps.filter((app) => !(APP_IDS as readonly string[]).includes(app));
  if (unknown.length > 0 || !Number.isInteger(runs) || runs < 1 || (cpuSlowdown !== undefined && !(cpuSlowdown >= 1)))
    throw new Error('usage: npm run bench:lighthouse -- [--app wa]... [--runs N] [--save DIR] [--cpu-slowdown N (1 or more)]');
  return { apps, runs, save: values.save, cpuSlowdown };
}

async function main(): Promise<void> {
  const { apps, ...options } = parseOptions();
  if (options.save) mkdirSync(options.save, { recursive: true });
  ensureBuild(root, false);
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  const run: RunOptions = { ...options, chromePort: chrome.port };
  const rows: string[] = [];
  const report = (row: string) => {
    rows.push(row);
    console.log(row);
  };
  try {
    report(await measureMachine(run));
    for (const app of apps) {
      const storefront = await startStorefront(root, undefined, app);
      try {
        for (const [name, pagePath] of await pagesOf(storefront.url)) {
          report(await measureRow([app, name], `${storefront.url}${pagePath}`, pagePath, run));
        }
      } finally {
        await storefront.stop();
      }
    }
  } finally {
    await chrome.kill();
  }
  const slowdown = options.cpuSlowdown === undefined ? '' : `, CPU slowed ${options.cpuSlowdown}× instead of 4×`;
  console.log(`\nLighthouse mobile performance (targets: score ≥ 0.95, LCP < 2.5 s, CLS < 0.02${slowdown})\n${rows.join('\n')}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
