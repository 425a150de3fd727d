/**
 * `npx tsx bench/compare-builds.ts --baseline DIR [--requests 500] [--path /api/settings ...]`: CPU
 * milliseconds per home, category and product request (or per request of each `--path` given) of
 * this checkout's build against another build of the storefront
 * (DIR, a copy of an earlier `build/`), both servers running at once and measured in turns, four
 * rounds each. Two runs of `bench/cpu.ts` one after the other differ by 10 % and more on a shared
 * machine (each boot's server settles differently); side by side, a change of a few per cent shows.
 */
import { mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { cpuPerRequest, loadAverage, requestsOption } from './lib/cpu-time';
import { pickPages } from './lib/pages';
import { ensureBuild, startStorefront } from './targets/storefront';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const ROUNDS = 4;
const WARM_UP_REQUESTS = 200;

/** A folder that runs the baseline build with this checkout's packages (the server finds its migrations from the sources). */
function baselineRoot(buildDir: string): string {
  const folder = mkdtempSync(path.join(tmpdir(), 'storefront-baseline-'));
  symlinkSync(path.resolve(buildDir), path.join(folder, 'build'));
  symlinkSync(path.join(root, 'node_modules'), path.join(folder, 'node_modules'));
  mkdirSync(path.join(folder, 'src', 'db'), { recursive: true });
  symlinkSync(path.join(root, 'src', 'db', 'migrations'), path.join(folder, 'src', 'db', 'migrations'));
  return folder;
}

async function main(): Promise<void> {
  const argv = process.argv.slice(2);
  const { values } = parseArgs({
    args: argv,
    options: { baseline: { type: 'string' }, requests: { type: 'string' }, path: { type: 'string', multiple: true } },
  });
  if (!values.baseline) throw new Error('usage: npx tsx bench/compare-builds.ts --baseline DIR [--requests N] [--path PATH ...]');
  const requests = requestsOption(argv, 'bench/compare-builds.ts');
  ensureBuild(root, false);
  const folder = baselineRoot(values.baseline);
  const [ours, baseline] = await Promise.all([startStorefront(root, undefined), startStorefront(folder, undefined)]);
  try {
    const pages = values.path ? values.path.map((path) => ({ name: path, path })) : await pickPages(ours.url);
    for (const page of pages)
      for (const side of [ours, baseline]) await autocannon({ url: `${side.url}${page.path}`, connections: 4, amount: WARM_UP_REQUESTS });
    console.log(`CPU ms per request, ${requests} requests per side and round, ${ROUNDS} rounds in turns (load average ${loadAverage()})`);
    for (const page of pages) {
      let oursMs = 0;
      let baselineMs = 0;
      for (let round = 0; round < ROUNDS; round++) {
        oursMs += await cpuPerRequest(ours.pid!, `${ours.url}${page.path}`, requests);
        baselineMs += await cpuPerRequest(baseline.pid!, `${baseline.url}${page.path}`, requests);
      }
      console.log(
        `${page.name.padEnd(9)} this build ${(oursMs / ROUNDS).toFixed(3)} ms  baseline ${(baselineMs / ROUNDS).toFixed(3)} ms  this / baseline ${(oursMs / baselineMs).toFixed(3)}`,
      );
    }
    console.log(`load average at the end: ${loadAverage()}`);
  } finally {
    await Promise.all([ours.stop(), baseline.stop()]);
    rmSync(folder, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
