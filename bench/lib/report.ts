import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { BenchOptions } from './args';
import type { BundleReport } from './bundle-size';
import type { LoadResult } from './load';

export interface BenchReport {
  date: string;
  machine: { cpus: number; cpuModel: string; node: string; platform: string; loadAverageAtStart: number[] };
  options: BenchOptions;
  storefrontBootMs: number;
  homeHtmlBytes: number;
  load: LoadResult[];
  ratios: { apiOverBare: number; ssrOverPlainHtml: number };
  bundles: BundleReport;
}

/** Taken before any load: a busy machine (builds, tests) skews every figure, so the report says so. */
export function machine(): BenchReport['machine'] {
  const cpus = os.cpus();
  return {
    cpus: cpus.length,
    cpuModel: cpus[0]?.model ?? 'unknown',
    node: process.version,
    platform: `${os.platform()} ${os.arch()}`,
    loadAverageAtStart: os.loadavg().map((n) => Number(n.toFixed(2))),
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

export function printReport(report: BenchReport): void {
  const { options: o, machine: m } = report;
  console.log(`\nStorefront benchmark — ${report.date}`);
  console.log(`${m.cpus} × ${m.cpuModel}, Node ${m.node}, ${m.platform}, load average before the run ${m.loadAverageAtStart.join(' ')}`);
  if ((m.loadAverageAtStart[0] ?? 0) > m.cpus / 2)
    console.log('WARNING: the machine was busy before the run; figures are lower and noisier than on an idle machine.');
  console.log(
    `${o.connections} connections, ${o.warmup} s warm-up + ${o.duration} s per target, loopback, no compression (latency in whole ms)`,
  );
  console.log(`storefront boot to /health: ${fixed(report.storefrontBootMs / 1000, 2)} s; home page HTML ${report.homeHtmlBytes} bytes\n`);

  const loadRows = [['target', 'req/s', 'p50 ms', 'p99 ms', 'mean ms', 'requests', 'errors', 'non-2xx']];
  for (const r of report.load) {
    loadRows.push([
      r.name,
      fixed(r.requestsPerSec, 0),
      fixed(r.latencyP50Ms, 0),
      fixed(r.latencyP99Ms, 0),
      fixed(r.latencyMeanMs, 2),
      String(r.totalRequests),
      String(r.errors),
      String(r.non2xx),
    ]);
  }
  console.log(table(loadRows, [false, true, true, true, true, true, true, true]));
  console.log(`\nAPI / bare node:http        ${fixed(report.ratios.apiOverBare, 3)}`);
  console.log(`SSR / plain-HTML node:http  ${fixed(report.ratios.ssrOverPlainHtml, 3)}\n`);

  const b = report.bundles;
  const sizeRows = [['route', 'path', 'files', 'raw', 'gzip']];
  for (const r of b.routes) sizeRows.push([r.route, r.path, String(r.files), kb(r.rawBytes), kb(r.gzipBytes)]);
  console.log('Initial JavaScript per route (entry.client + route chain + static imports, deduplicated):');
  console.log(table(sizeRows, [false, false, true, true, true]));
  console.log(
    `largest: ${b.largest.route} ${kb(b.largest.gzipBytes)} gzip (+ ${b.manifestFile} ${kb(b.manifestGzipBytes)} gzip, loaded by every page)`,
  );
}

export function writeReport(report: BenchReport, dir: string): string {
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, 'latest.json');
  writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
  return file;
}
