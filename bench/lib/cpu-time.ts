import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import autocannon from 'autocannon';

/** /proc reports CPU time in clock ticks; Linux's USER_HZ is 100. */
const MS_PER_TICK = 10;

/** User + system CPU milliseconds the process has spent, all of its threads included (Linux /proc). */
export function cpuMs(pid: number): number {
  // Fields after the command name: state is field 3, utime 14 and stime 15 (1-based).
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * MS_PER_TICK;
}

/** CPU milliseconds the process spends per request over a fixed number of requests (at 4 connections unless told). */
export async function cpuPerRequest(
  pid: number,
  url: string,
  requests: number,
  headers: Record<string, string> = {},
  connections = 4,
): Promise<number> {
  const before = cpuMs(pid);
  await autocannon({ url, connections, amount: requests, headers });
  return (cpuMs(pid) - before) / requests;
}

export function loadAverage(): string {
  return loadavg()
    .map((n) => n.toFixed(1))
    .join(' ');
}

/** `--requests N` of a CPU benchmark (800 by default, at least 100 for a steady reading). */
export function requestsOption(argv: string[], script: string): number {
  const at = argv.indexOf('--requests');
  const value = at === -1 ? 800 : Number(argv[at + 1]);
  if (!Number.isInteger(value) || value < 100) throw new Error(`usage: npx tsx ${script} [--requests N (at least 100)]`);
  return value;
}
