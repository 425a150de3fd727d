/**
 * `npx tsx bench/browser-profile.ts URL [--loads 3] [--top 40] [--within NAME]`: where a page's main-thread time
 * goes while it loads and hydrates, by function of our sources and the libraries', in Debian's
 * Chromium at a phone's size with the CPU slowed four times (bench/lib/phone-page.ts). It samples
 * with the browser's profiler (100 µs) and prints self and total milliseconds per function,
 * averaged over the loads, each named by its place in the sources when the build has source maps
 * (`BUILD_SOURCE_MAPS=1 npm run build`; a plain build shows the minified names). Start the built
 * storefront first, as for bench/long-tasks.ts; the maps are read from build/client/assets.
 */
import { chromium } from '@playwright/test';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { SourceMapConsumer } from 'source-map';
import { loadUntilSettled, openPhonePage, THROTTLE } from './lib/phone-page';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const ASSETS = path.resolve('build/client/assets');
const maps = new Map<string, SourceMapConsumer | null>();

async function sourceMapOf(file: string): Promise<SourceMapConsumer | null> {
  if (!maps.has(file)) {
    const mapPath = path.join(ASSETS, `${file}.map`);
    maps.set(file, existsSync(mapPath) ? await new SourceMapConsumer(JSON.parse(readFileSync(mapPath, 'utf8'))) : null);
  }
  return maps.get(file)!;
}

/** "name src/web/…:line" from the source map, or the profiler's own name and file. */
async function functionName({ callFrame }: ProfileNode): Promise<string> {
  const file = callFrame.url.split('/').pop() ?? '';
  const fallback = `${callFrame.functionName || '(anonymous)'} ${file}`;
  if (!callFrame.url.includes('/assets/')) return fallback;
  const original = (await sourceMapOf(file))?.originalPositionFor({ line: callFrame.lineNumber + 1, column: callFrame.columnNumber });
  if (!original?.source) return fallback;
  const source = original.source.replace(/^.*node_modules\//, '').replace(/^.*\/src\//, 'src/');
  return `${original.name ?? callFrame.functionName ?? '(anonymous)'} ${source}:${original.line}`;
}

/**
 * Adds one profile's microseconds per function to the totals: self, and total once per stack. With
 * `within`, only samples whose stack passes through a function so named count (say, the effects'
 * task: `--within runQueue`).
 */
async function addProfile(profile: Profile, self: Map<string, number>, total: Map<string, number>, weight: number, within?: string) {
  const names = new Map<number, string>();
  const parents = new Map<number, number>();
  for (const node of profile.nodes) {
    names.set(node.id, await functionName(node));
    for (const child of node.children ?? []) parents.set(child, node.id);
  }
  profile.samples.forEach((id, index) => {
    const micros = (profile.timeDeltas[index] ?? 0) * weight;
    const name = names.get(id)!;
    if (within !== undefined && !stackOf(id, parents).some((at) => names.get(at)!.includes(within))) return;
    self.set(name, (self.get(name) ?? 0) + micros);
    const counted = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parents.get(at)) {
      const caller = names.get(at)!;
      if (counted.has(caller)) continue;
      counted.add(caller);
      total.set(caller, (total.get(caller) ?? 0) + micros);
    }
  });
}

function stackOf(id: number, parents: Map<number, number>): number[] {
  const stack: number[] = [];
  for (let at: number | undefined = id; at !== undefined; at = parents.get(at)) stack.push(at);
  return stack;
}

function printTop(title: string, micros: Map<string, number>, top: number) {
  console.log(title);
  for (const [name, value] of [...micros].sort((a, b) => b[1] - a[1]).slice(0, top)) {
    console.log(`${(value / 1000).toFixed(1).padStart(8)} ms  ${name}`);
  }
}

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { loads: { type: 'string', default: '3' }, top: { type: 'string', default: '40' }, within: { type: 'string' } },
});
if (positionals.length !== 1) throw new Error('usage: npx tsx bench/browser-profile.ts URL [--loads 3] [--top 40] [--within NAME]');
const [url] = positionals as [string];
const loads = Number(values.loads);
const self = new Map<string, number>();
const total = new Map<string, number>();
const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium' });
try {
  for (let load = 0; load < loads; load++) {
    const { page, cdp } = await openPhonePage(browser);
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
    await cdp.send('Profiler.start');
    await loadUntilSettled(page, url);
    const { profile } = (await cdp.send('Profiler.stop')) as { profile: Profile };
    await page.close();
    await addProfile(profile, self, total, 1 / loads, values.within);
  }
} finally {
  await browser.close();
}
console.log(
  `${url}: mean of ${loads} loads, CPU ×${THROTTLE}${maps.size > 0 && [...maps.values()].every((map) => map === null) ? ' (no source maps: BUILD_SOURCE_MAPS=1 npm run build)' : ''}`,
);
printTop('self time', self, Number(values.top));
printTop('total time (a function and what it called)', total, Number(values.top));
