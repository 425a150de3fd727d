import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

/**
 * Node's async hooks stay off on the request path (ADR 0043): React DOM's renderer keeps no request
 * storage on the production server, and the unit of work's storage is off while no transaction is open.
 */
const probe = path.resolve('tests/ssr/support/async-hooks-probe.mjs');

async function runProbe(...args: string[]): Promise<{ page: string; seenInside: boolean; hooksOn: boolean }> {
  const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', probe, ...args], {
    env: { ...process.env, NODE_ENV: 'production' },
  });
  return JSON.parse(stdout.trim().split('\n').at(-1)!) as { page: string; seenInside: boolean; hooksOn: boolean };
}

describe('async hooks on the request path', () => {
  it('are off after a page is rendered and a transaction has run, as the production server loads React', async () => {
    const result = await runProbe('--without-request-storage');
    expect(result.page).toBe('<p>Rendered</p>');
    expect(result.seenInside).toBe(true);
    expect(result.hooksOn).toBe(false);
  });

  it('are on for good once React DOM renders with its own request storage', async () => {
    const result = await runProbe();
    expect(result.page).toBe('<p>Rendered</p>');
    expect(result.hooksOn).toBe(true);
  });
});
