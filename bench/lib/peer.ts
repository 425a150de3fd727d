/**
 * The React Router peer (bench/peer): a minimal React Router 7 framework app whose one route
 * renders static product cards from its loader, no database. It is what the framework itself
 * costs; the benchmark sizes it to each storefront page's HTML with `?cards=N`.
 */
import { spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { startTarget } from './child';

export interface Peer {
  child: ChildProcess;
  url: string;
  /** The peer's URL whose HTML is closest to `bytes` long. */
  sizedTo(bytes: number): Promise<{ url: string; bytes: number }>;
}

/**
 * The peer's server entry is a copy of React Router's default one (`bench/peer/app/entry.server.tsx`),
 * which imports `isbot` (one of our devDependencies): with no entry of its own, `react-router build`
 * would add `isbot` to the dependencies and run `npm install`, which under NODE_ENV=production
 * removes the dev packages.
 */
export function buildPeer(benchDir: string, rebuild: boolean): string {
  const buildFile = path.join(benchDir, 'peer', 'build', 'server', 'index.js');
  if (existsSync(buildFile) && !rebuild) return buildFile;
  console.log('Building the React Router peer (react-router build bench/peer)…');
  const result = spawnSync('npx', ['react-router', 'build', path.join(benchDir, 'peer')], {
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (result.status !== 0) throw new Error('building bench/peer failed');
  return buildFile;
}

async function htmlBytes(url: string): Promise<number> {
  const response = await fetch(url, { headers: { 'accept-encoding': 'identity' } });
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
  return Buffer.byteLength(await response.text());
}

export async function startPeer(benchDir: string, buildFile: string): Promise<Peer> {
  const { child, port } = await startTarget(path.join(benchDir, 'peer', 'server.ts'), { buildFile }, { NODE_ENV: 'production' });
  const url = `http://127.0.0.1:${port}`;
  const pageOf = (cards: number) => `${url}/?cards=${cards}`;
  return {
    child,
    url,
    async sizedTo(bytes) {
      // The HTML grows linearly with the cards (markup plus the loader data stream): fit, then step to the closest.
      const [low, high] = [await htmlBytes(pageOf(10)), await htmlBytes(pageOf(110))];
      let cards = Math.max(0, Math.round(10 + ((bytes - low) * 100) / (high - low)));
      let size = await htmlBytes(pageOf(cards));
      for (const step of [1, -1]) {
        while (cards + step >= 0) {
          const next = await htmlBytes(pageOf(cards + step));
          if (Math.abs(next - bytes) >= Math.abs(size - bytes)) break;
          cards += step;
          size = next;
        }
      }
      return { url: pageOf(cards), bytes: size };
    },
  };
}
