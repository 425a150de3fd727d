/**
 * `npx tsx bench/cpu.ts [--requests 800]`: CPU milliseconds the server process spends per page
 * request, ours against the React Router peer sized to the same HTML (bench/peer). On a shared
 * machine req/s follows whatever else runs; the CPU a process spends on a fixed number of requests
 * barely does, so this ratio is the steadier reading of `npm run bench`'s "ours / peer". Each side
 * is warmed up, then measured twice, alternating, at 4 connections; the figure is the mean.
 * CPU time is the process's user + system time from /proc (Linux), all of its threads included.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { stopChild } from './lib/child';
import { cpuPerRequest, loadAverage, requestsOption } from './lib/cpu-time';
import { pickPages } from './lib/pages';
import { buildPeer, startPeer } from './lib/peer';
import { ensureBuild, startStorefront } from './targets/storefront';

const benchDir = path.dirname(fileURLToPath(import.meta.url));
const root = path.dirname(benchDir);
const WARM_UP_REQUESTS = 100;

async function main(): Promise<void> {
  const requests = requestsOption(process.argv.slice(2), 'bench/cpu.ts');
  ensureBuild(root, false);
  // Built before anything starts, so a failed build leaves no server behind.
  const peerBuild = buildPeer(benchDir, false);
  const storefront = await startStorefront(root, undefined);
  const peer = await startPeer(benchDir, peerBuild).catch(async (error: unknown) => {
    await storefront.stop();
    throw error;
  });
  try {
    console.log(`CPU ms per request, ${requests} requests per side, twice each (load average ${loadAverage()})`);
    for (const page of await pickPages(storefront.url)) {
      const sized = await peer.sizedTo(page.bytes);
      const ours = { pid: storefront.pid!, url: `${storefront.url}${page.path}` };
      const theirs = { pid: peer.child.pid!, url: sized.url };
      for (const side of [ours, theirs]) await autocannon({ url: side.url, connections: 4, amount: WARM_UP_REQUESTS });
      let oursMs = 0;
      let peerMs = 0;
      for (let round = 0; round < 2; round++) {
        oursMs += await cpuPerRequest(ours.pid, ours.url, requests);
        peerMs += await cpuPerRequest(theirs.pid, theirs.url, requests);
      }
      console.log(
        `${page.name.padEnd(9)} ${(page.bytes / 1000).toFixed(1)} kB  ours ${(oursMs / 2).toFixed(2)} ms  peer ${(peerMs / 2).toFixed(2)} ms  peer / ours ${(peerMs / oursMs).toFixed(2)}`,
      );
    }
    console.log(`load average at the end: ${loadAverage()}`);
  } finally {
    await stopChild(peer.child);
    await storefront.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
