import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { BenchOptions } from './args';
import type { BundleReport } from './bundle-size';
import { MAIN_PAGES, OUR_INITIAL_JS_KB, type InitialJavaScriptFloor } from './initial-javascript';
import type { LoadResult } from './load';

export interface PageResult {
  name: string;
  path: string;
  htmlBytes: number;
  peerHtmlBytes: number;
  ours: LoadResult;
  peer: LoadResult;
  /** Ours at a fixed arrival rate of half its own saturation rate. */
  halfRate: LoadResult;
}

interface Machine {
  cpus: number;
  cpuModel: string;
  node: string;
  platform: string;
  loadAverageAtStart: number[];
}

export interface BenchReport {
  date: string;
  machine: Machine;
  loadAverageAtEnd: number[];
  options: BenchOptions;
  storefrontBootMs: number;
  storefrontPeakMemoryBytes: number | undefined;
  api: { bare: LoadResult; settings: LoadResult; ratio: number; browser: LoadResult; browserRatio: number };
  /** The cart: reading a cart of 10 lines, and setting a line's quantity (a locked, priced write). */
  cart?: { lines: number; get: LoadResult; add: LoadResult };
  /** Completed orders per second through POST /api/checkout on PostgreSQL (bench/checkout.ts). */
  checkout?: {
    orders: number;
    concurrency: number;
    completed: number;
    failed: number;
    ordersPerSec: number;
    p50Ms: number;
    p99Ms: number;
    serverCpuMsPerOrder: number | null;
  };
  pages: PageResult[];
  /** node:http sending the home page as a fixed buffer: the cost of sending bytes, not a rendering peer. */
  reference: LoadResult & { ratioOfHome: number };
  bundles: BundleReport;
  /** The framework's floor (bench/peer) and the most a main page may load (ADR 0047). */
  initialJavaScript: InitialJavaScriptFloor;
}

const loadAverage = () => os.loadavg().map((n) => Number(n.toFixed(2)));

/** Taken before any load: a busy machine (builds, tests) skews every figure, so the report says so. */
export function machine(): Machine & { loadAverageNow: () => number[] } {
  const cpus = os.cpus();
  return {
    cpus: cpus.length,
    cpuModel: cpus[0]?.model ?? 'unknown',
    node: process.version,
    platform: `${os.platform()} ${os.arch()}`,
    loadAverageAtStart: loadAverage(),
    loadAverageNow: loadAverage,
  };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
const fixed = (n: number, digits = 1) => n.toFixed(digits);

function table(rows: string[][], alignRight: boolean[]): string {
  const widths = rows[0]!.map((_, col) => Math.max(...rows.map((row) => row[col]!.length)));
  return rows
    .map((row) => row.map((cell, col) => (alignRight[col] ? cell.padStart(widths[col]!) : cell.padEnd(widths[col]!))).join('  '))
    .join('\n');
}

const loadRow = (label: string, r: LoadResult) => [
  label,
  r.offeredRate === undefined ? 'max' : String(r.offeredRate),
  fixed(r.requestsPerSec, 0),
  fixed(r.latencyP50Ms, 0),
  fixed(r.latencyP99Ms, 0),
  String(r.totalRequests),
  String(r.errors + r.non2xx),
];

export function printReport(report: BenchReport): void {
  const { options: o, machine: m } = report;
  console.log(`\nStorefront benchmark — ${report.date}`);
  console.log(`${m.cpus} × ${m.cpuModel}, Node ${m.node}, ${m.platform}`);
  console.log(`load average before the run ${m.loadAverageAtStart.join(' ')}, after ${report.loadAverageAtEnd.join(' ')}`);
  if (Math.max(m.loadAverageAtStart[0] ?? 0, report.loadAverageAtEnd[0] ?? 0) > m.cpus)
    console.log('WARNING: other work shared the CPUs; absolute figures are low and noisy, the same-run ratios travel better.');
  console.log(
    `${o.connections} connections, ${o.warmup} s warm-up + ${o.duration} s per target (pairs in ${o.rounds} alternating slices), loopback, no compression (autocannon rows: latency in whole ms; half saturation: an open-loop fixed arrival rate, in tenths)`,
  );
  const memory = report.storefrontPeakMemoryBytes;
  console.log(
    `storefront boot to /health: ${fixed(report.storefrontBootMs / 1000, 2)} s; peak memory (RSS high-water mark) ${memory === undefined ? 'n/a' : `${fixed(memory / 2 ** 20, 0)} MB`}\n`,
  );

  const rows = [['target', 'rate', 'req/s', 'p50 ms', 'p99 ms', 'requests', 'errors']];
  rows.push(
    loadRow('bare node:http JSON', report.api.bare),
    loadRow('GET /api/settings', report.api.settings),
    loadRow('GET /api/settings (browser, br)', report.api.browser),
  );
  if (report.cart) {
    rows.push(loadRow(`GET /api/cart/ (${report.cart.lines} lines)`, report.cart.get), loadRow('POST /api/cart/product/', report.cart.add));
  }
  for (const p of report.pages) {
    rows.push(loadRow(`${p.name} ${p.path} (${kb(p.htmlBytes)})`, p.ours));
    rows.push(loadRow(`  React Router peer (${kb(p.peerHtmlBytes)})`, p.peer));
    rows.push(loadRow('  ours at half saturation', p.halfRate));
  }
  rows.push(loadRow('node:http fixed home HTML (reference)', report.reference));
  console.log(table(rows, [false, true, true, true, true, true, true]));

  console.log(`\nGET /api/settings / bare node:http: ${fixed(report.api.ratio, 3)} (target ≥ 0.5)`);
  console.log(`GET /api/settings as a browser asks (br) / bare node:http: ${fixed(report.api.browserRatio, 3)}`);
  const ratioRows = [['page', 'ours / peer req/s', 'p99 at 20 conn', 'p99 at half saturation']];
  for (const p of report.pages) {
    ratioRows.push([
      p.name,
      fixed(p.ours.requestsPerSec / p.peer.requestsPerSec, 2),
      `${p.ours.latencyP99Ms} ms`,
      `${p.halfRate.latencyP99Ms} ms`,
    ]);
  }
  console.log(table(ratioRows, [false, true, true, true]));
  console.log('targets: ≥ 1.00x the peer, p99 ≤ 150 ms at 20 connections, ≤ 50 ms at half saturation');
  console.log(`home / node:http fixed buffer (reference only): ${fixed(report.reference.ratioOfHome, 3)}\n`);

  const b = report.bundles;
  const sizeRows = [['route', 'path', 'files', 'raw', 'gzip', 'stylesheets', 'css gzip']];
  for (const r of b.routes) {
    sizeRows.push([r.route, r.path, String(r.files), kb(r.rawBytes), kb(r.gzipBytes), String(r.cssFiles), kb(r.cssGzipBytes)]);
  }
  console.log('Initial JavaScript per route (entry.client + route chain + static imports, deduplicated), and the stylesheets it links:');
  console.log(table(sizeRows, [false, false, true, true, true, true, true]));
  console.log(
    `largest: ${b.largest.route} ${kb(b.largest.gzipBytes)} gzip (+ ${b.manifestFile} ${kb(b.manifestGzipBytes)} gzip, loaded by every page)`,
  );
  const { floorBytes, targetBytes } = report.initialJavaScript;
  const over = b.routes.filter((r) => (MAIN_PAGES as readonly string[]).includes(r.route) && r.gzipBytes > targetBytes);
  console.log(
    `framework floor (bench/peer): ${kb(floorBytes)} gzip; target for the main pages: floor + ${OUR_INITIAL_JS_KB} kB = ${kb(targetBytes)}` +
      (over.length > 0 ? `; over it: ${over.map((r) => `${r.route} ${kb(r.gzipBytes)}`).join(', ')}` : '; every main page within it'),
  );
}

export function writeReport(report: BenchReport, dir: string): string {
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, 'latest.json');
  writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
  return file;
}
