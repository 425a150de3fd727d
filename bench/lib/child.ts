import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

/** A free loopback port, for a child that must be told its port up front. */
export async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  server.close();
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

/**
 * Runs a TypeScript target in its own Node process (so it never shares a thread with the load
 * generator), hands it `message` over IPC and resolves with what it reports back (its port, and
 * whatever else the target measured).
 */
export async function startTarget<Report extends { port: number } = { port: number }>(
  file: string,
  message: unknown,
  env: NodeJS.ProcessEnv = {},
): Promise<{ child: ChildProcess } & Report> {
  const child = spawn(process.execPath, ['--import', 'tsx', file], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    env: { ...process.env, ...env },
  });
  const report = new Promise<Report>((resolve, reject) => {
    child.once('message', (reply: Report) => resolve(reply));
    child.once('exit', (code) => reject(new Error(`${file} exited (${code}) before listening`)));
  });
  child.send(message as object);
  return { child, ...(await report) };
}

const FIXED_BODY_SERVER = fileURLToPath(new URL('../targets/fixed-body-server.ts', import.meta.url));

/** A bare node:http server in its own process that answers every request with one fixed body. */
export function startFixedBody(body: string, contentType: string): Promise<{ child: ChildProcess; port: number }> {
  return startTarget(FIXED_BODY_SERVER, { body, contentType });
}

/** SIGTERM, then SIGKILL if the child has not gone after `graceMs`. */
export async function stopChild(child: ChildProcess, graceMs = 5000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
  await exited;
  clearTimeout(timer);
}

/** The most resident memory a process has used so far (Linux VmHWM), in bytes; undefined elsewhere. */
export function peakMemoryBytes(pid: number | undefined): number | undefined {
  if (pid === undefined) return undefined;
  try {
    const match = /^VmHWM:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) * 1024 : undefined;
  } catch {
    return undefined;
  }
}
