import { describe, expect, it } from 'vitest';
import { runProbe } from './support/run-probe';

/**
 * Node's async hooks stay off on the request path (ADR 0043): React DOM's renderer keeps no request
 * storage on the production server, and the unit of work's storage is off while no transaction is open.
 */
interface HooksProbe {
  page: string;
  seenInside: boolean;
  hooksOn: boolean;
}

const probeHooks = (...args: string[]) => runProbe<HooksProbe>('async-hooks-probe.mjs', args, ['--import', 'tsx']);

describe('async hooks on the request path', () => {
  it('are off after a page is rendered and a transaction has run, as the production server loads React', async () => {
    const result = await probeHooks('--without-request-storage');
    expect(result.page).toBe('<p>Rendered</p>');
    expect(result.seenInside).toBe(true);
    expect(result.hooksOn).toBe(false);
  });

  it('are on for good once React DOM renders with its own request storage', async () => {
    const result = await probeHooks();
    expect(result.page).toBe('<p>Rendered</p>');
    expect(result.hooksOn).toBe(true);
  });
});
