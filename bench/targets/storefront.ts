/**
 * The real storefront, started from the built server (build/app/server.js) in a child process
 * with its own fresh PGlite data folder, seeded on boot (or beforehand by scripts/seed.ts when a
 * catalogue size is asked for). Removed again by stop().
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort, stopChild } from '../lib/child';

export interface Storefront {
  url: string;
  dataDir: string;
  bootMs: number;
  /** The server process, for its peak memory. */
  pid: number | undefined;
  stop(): Promise<void>;
}

const SEED_SCRIPT = 'scripts/seed.ts';

export function ensureBuild(root: string, rebuild: boolean): void {
  const built = ['build/app/server.js', 'build/app/pglite-worker.js', 'build/server/index.js', 'build/client'].every((p) =>
    existsSync(path.join(root, p)),
  );
  if (built && !rebuild) return;
  console.log('Building the storefront (npm run build)…');
  const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('npm run build failed');
}

async function waitForHealth(url: string, exited: Promise<number | null>, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let gone = false;
  void exited.then(() => (gone = true));
  while (Date.now() < deadline) {
    if (gone) throw new Error('the storefront exited before answering /health');
    try {
      const response = await fetch(`${url}/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the storefront did not answer ${url}/health within ${timeoutMs / 1000}s`);
}

export async function startStorefront(
  root: string,
  catalogue: number | undefined,
  app = 'wa',
  /** A PostgreSQL database to run on (the checkout bench); the embedded database otherwise. */
  databaseUrl = '',
): Promise<Storefront> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'storefront-bench-'));
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    APP: app,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    SEED_ON_START: 'true',
    // The embedded database unless a bench asks for PostgreSQL, and in-memory rate limits, whatever the shell has set.
    DATABASE_URL: databaseUrl,
    REDIS_URL: '',
    // One load generator is one client address: a per-client limit would turn the run into 429s.
    RATE_LIMIT_PER_MINUTE: '0',
  };

  if (catalogue !== undefined) {
    if (existsSync(path.join(root, SEED_SCRIPT))) {
      console.log(`Seeding ${catalogue} products into ${dataDir}…`);
      const seeded = spawnSync('npx', ['tsx', SEED_SCRIPT, '--products', String(catalogue)], { cwd: root, env, stdio: 'inherit' });
      if (seeded.status !== 0) throw new Error(`${SEED_SCRIPT} failed`);
    } else {
      console.warn(`--catalogue ignored: ${SEED_SCRIPT} does not exist yet; the server seeds its default demo data.`);
    }
  }

  const started = performance.now();
  const child = spawn(process.execPath, ['build/app/server.js'], { cwd: root, env, stdio: ['ignore', 'inherit', 'inherit'] });
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    await stopChild(child);
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(url, exited, 180_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, dataDir, bootMs: performance.now() - started, pid: child.pid, stop };
}
