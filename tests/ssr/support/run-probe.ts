import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';

/**
 * Runs a probe script (under tests/ssr/support) in its own Node process, as the production server
 * runs (`NODE_ENV=production`), and returns the JSON it printed last: what a process loads once and
 * keeps (module hooks, async hooks) can only be seen from a process of its own.
 */
export async function runProbe<T>(script: string, args: string[], nodeOptions: string[] = []): Promise<T> {
  const { stdout } = await promisify(execFile)(process.execPath, [...nodeOptions, path.resolve('tests/ssr/support', script), ...args], {
    env: { ...process.env, NODE_ENV: 'production' },
  });
  return JSON.parse(stdout.trim().split('\n').at(-1)!) as T;
}
