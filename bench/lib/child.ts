import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';

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
 * generator), hands it `message` over IPC and resolves with the port it reports back.
 */
export async function startTarget(file: string, message: unknown): Promise<{ child: ChildProcess; port: number }> {
  const child = spawn(process.execPath, ['--import', 'tsx', file], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const port = new Promise<number>((resolve, reject) => {
    child.once('message', (reply: { port: number }) => resolve(reply.port));
    child.once('exit', (code) => reject(new Error(`${file} exited (${code}) before listening`)));
  });
  child.send(message as object);
  return { child, port: await port };
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
