/**
 * `npx tsx bench/in-process-calls.ts [--requests 20000]`: what a server's in-process calls to
 * itself cost, and what they leave behind for the requests that come from the network (ADRs 0044
 * and 0049).
 *
 * Four copies of one Fastify app, each in its own process: one has made no in-process call, one
 * has made 20,000 with `inject`, one 20,000 over a connection held in memory, one 20,000 through
 * the dispatcher the pages use. Each call's CPU is
 * printed, then the CPU each copy spends per network request of the same load (autocannon, 20
 * connections), measured in turns, with the best and the median of the turns. Ratios are against
 * the copy that made no call, in the same run.
 */
import type { ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { startTarget, stopChild } from './lib/child';
import { cpuPerRequest, loadAverage, requestsOption } from './lib/cpu-time';
import type { CallKind } from './targets/in-process-calls-server';

const TARGET = fileURLToPath(new URL('./targets/in-process-calls-server.ts', import.meta.url));
const KINDS: CallKind[] = ['none', 'inject', 'in-memory', 'dispatch'];
const IN_PROCESS_CALLS = 20_000;
const TURNS = 5;
/** A body the size of the flavour's settings answer. */
const BODY = JSON.stringify({ settings: Array.from({ length: 60 }, (_, i) => ({ key: `setting-${i}`, value: 'x'.repeat(30) })) });

interface Copy {
  kind: CallKind;
  child: ChildProcess;
  port: number;
  microsPerCall: number;
}

async function start(kind: CallKind): Promise<Copy> {
  const copy = await startTarget<{ port: number; microsPerCall: number }>(TARGET, {
    kind,
    calls: kind === 'none' ? 0 : IN_PROCESS_CALLS,
    body: BODY,
  });
  return { kind, ...copy };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function main(): Promise<void> {
  const requests = requestsOption(process.argv.slice(2), 'bench/in-process-calls.ts');
  const copies: Copy[] = [];
  try {
    for (const kind of KINDS) copies.push(await start(kind));
    console.log(`One in-process call (${IN_PROCESS_CALLS.toLocaleString('en-AU')} made, CPU per call):`);
    for (const copy of copies.filter((one) => one.kind !== 'none'))
      console.log(`  ${copy.kind.padEnd(10)} ${copy.microsPerCall.toFixed(1)} µs`);
    const turns = new Map<CallKind, number[]>(KINDS.map((kind) => [kind, []]));
    for (let turn = 0; turn < TURNS; turn += 1) {
      for (const copy of copies) {
        const millis = await cpuPerRequest(copy.child.pid!, `http://127.0.0.1:${copy.port}/api/settings`, requests, {}, 20);
        turns.get(copy.kind)!.push(millis * 1000);
      }
    }
    const baseline = turns.get('none')!;
    console.log(`\nCPU per network request afterwards (${requests} requests × ${TURNS} turns; best, median; / no calls):`);
    for (const kind of KINDS) {
      const figures = turns.get(kind)!;
      const best = Math.min(...figures);
      const ratio = median(figures) / median(baseline);
      console.log(`  after ${kind.padEnd(10)} ${best.toFixed(1)} µs, ${median(figures).toFixed(1)} µs   ×${ratio.toFixed(2)}`);
    }
    console.log(`load average ${loadAverage()}`);
  } finally {
    await Promise.all(copies.map((copy) => stopChild(copy.child)));
  }
}

await main();
