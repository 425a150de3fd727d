/**
 * `npx tsx bench/shape-tree.ts [--seconds 2] [--rounds 2]`: what `process.nextTick` costs in a
 * Node process after the things ADR 0046 names, each in a fresh child process, in turns: nothing;
 * 1,000 and 2,000 plain objects each given a property of a new name (V8 keeps at most 1,536
 * transitions from one shape); PGlite opened with pg_trgm in the same thread; PGlite opened with
 * pg_trgm in a worker thread (as the storefront's server does). Prints ns per call and the ratio to
 * the fresh process measured in the same run.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const OPEN_PGLITE = `
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  globalThis.database = await PGlite.create({ extensions: { pg_trgm } });`;

const SCENARIOS: Record<string, string> = {
  'fresh process': '',
  '1,000 property names': `globalThis.kept = Array.from({ length: 1000 }, (_, i) => { const o = {}; o['k' + i] = i; return o; });`,
  '2,000 property names': `globalThis.kept = Array.from({ length: 2000 }, (_, i) => { const o = {}; o['k' + i] = i; return o; });`,
  'PGlite + pg_trgm, same thread': OPEN_PGLITE,
  'PGlite + pg_trgm, worker thread': `
    const { Worker } = await import('node:worker_threads');
    const worker = new Worker(${JSON.stringify(`(async () => { ${OPEN_PGLITE} (await import('node:worker_threads')).parentPort.postMessage('open'); })()`)}, { eval: true });
    await new Promise((resolve) => worker.once('message', resolve));
    worker.unref();`,
};

/** The child: the scenario's set-up, then batches of 500 nextTick calls for the given time. */
function childSource(setup: string, seconds: number): string {
  return `${setup}
    const batch = (n) => new Promise((resolve) => { let left = n; const done = () => { if (--left === 0) resolve(); }; for (let i = 0; i < n; i++) process.nextTick(done); });
    for (let i = 0; i < 200; i++) await batch(500);
    let calls = 0, spent = 0n;
    const end = Date.now() + ${seconds * 1000};
    while (Date.now() < end) {
      const start = process.hrtime.bigint();
      await batch(500);
      spent += process.hrtime.bigint() - start;
      calls += 500;
      await new Promise((resolve) => setImmediate(resolve));
    }
    console.log(Number(spent) / calls);
    process.exit(0);`;
}

function measure(setup: string, seconds: number): number {
  const output = execFileSync(process.execPath, ['--input-type=module', '-e', childSource(setup, seconds)], {
    cwd: root,
    encoding: 'utf8',
  });
  return Number(output.trim().split('\n').at(-1));
}

const { values } = parseArgs({ options: { seconds: { type: 'string', default: '2' }, rounds: { type: 'string', default: '2' } } });
const seconds = Number(values.seconds);
const rounds = Number(values.rounds);
const readings = new Map<string, number[]>(Object.keys(SCENARIOS).map((name) => [name, []]));
for (let round = 0; round < rounds; round++) {
  for (const [name, setup] of Object.entries(SCENARIOS)) readings.get(name)!.push(measure(setup, seconds));
}
const mean = (list: number[]) => list.reduce((sum, value) => sum + value, 0) / list.length;
const fresh = mean(readings.get('fresh process')!);
console.log(`process.nextTick, ns a call (mean of ${rounds} runs of ${seconds} s; ratio to a fresh process)`);
for (const [name, list] of readings) {
  console.log(`  ${name.padEnd(34)} ${mean(list).toFixed(0).padStart(5)} ns   ×${(mean(list) / fresh).toFixed(2)}`);
}
