import { describe, expect, it } from 'vitest';
import { runProbe } from './support/run-probe';

/**
 * Node's async hooks on the request path. The unit of work's storage is off while no transaction
 * is open (ADR 0043). React DOM's Node server renderer keeps each render's request in an
 * `AsyncLocalStorage`, loaded as it ships (ADR 0048): on Node before 24 that turns async hooks on
 * for the rest of the process, and Node 24 implements the storage without them.
 */
interface HooksProbe {
  page: string | null;
  seenInside: boolean;
  hooksOn: boolean;
}

const probeHooks = (...args: string[]) => runProbe<HooksProbe>('async-hooks-probe.mjs', args, ['--import', 'tsx']);
const NODE_MAJOR = Number(process.versions.node.split('.')[0]);

describe('async hooks on the request path', () => {
  it('stay off after a transaction has run: the unit of work turns them on only while one is open', async () => {
    const result = await probeHooks();
    expect(result.seenInside).toBe(true);
    expect(result.hooksOn).toBe(false);
  });

  it(`are ${NODE_MAJOR < 24 ? 'on for good' : 'still off'} on Node ${NODE_MAJOR} once React DOM has rendered a page`, async () => {
    const result = await probeHooks('--render');
    expect(result.page).toBe('<p>Rendered</p>');
    expect(result.seenInside).toBe(true);
    expect(result.hooksOn).toBe(NODE_MAJOR < 24);
  });
});
