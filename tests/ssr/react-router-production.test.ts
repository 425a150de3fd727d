import { execFile } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ES module of Node hooks, shipped beside the built server as it is.
import { keepRouteTrees } from '../../scripts/react-router-production.mjs';

/**
 * The production server's module hooks (ADR 0012, ADR 0042): React Router's server route tree is
 * built once per build, not once per page, and the pages rendered with it are unchanged.
 */
const PRODUCTION = path.resolve('node_modules/react-router/dist/production');
const probe = path.resolve('tests/ssr/support/route-tree-probe.mjs');

interface ProbeResult {
  pages: string[];
  sameTreeForSameBuild: boolean;
  sameTreeAfterModuleChange: boolean;
  sameDataRoutesForSameRoutes: boolean;
  staticRouterLocations: string[];
}

async function runProbe(...args: string[]): Promise<ProbeResult> {
  const { stdout } = await promisify(execFile)(process.execPath, [probe, ...args], {
    env: { ...process.env, NODE_ENV: 'production' },
  });
  return JSON.parse(stdout) as ProbeResult;
}

describe("React Router's route trees on the production server", () => {
  it("reads the installed React Router's production modules as expected", () => {
    const modules = readdirSync(PRODUCTION).filter((file) => file.endsWith('.mjs'));
    const changed = modules.flatMap((file) => {
      const source = readFileSync(path.join(PRODUCTION, file), 'utf8');
      const kept = keepRouteTrees(source) as { source: string; missing: string[] };
      expect(kept.missing, file).toEqual([]);
      return kept.source === source ? [] : [kept.source];
    });
    const joined = changed.join('\n');
    expect(joined.match(/^function createServerRoutesEachTime\(/gm)).toHaveLength(1);
    expect(joined.match(/^function createServerRoutes\(/gm)).toHaveLength(1);
    expect(joined.match(/let \{ manifest, dataRoutes \} = staticDataRoutes\(routes\);/g)).toHaveLength(1);
  });

  it('renders every page of one build with one route tree, and a new module with a new tree', async () => {
    const result = await runProbe('--production-hooks');
    expect(result.pages).toEqual(['<main><h1>Home</h1></main>', '<main><h1>Stores</h1></main>', '<main><h1>Stores, rebuilt</h1></main>']);
    expect(result.sameTreeForSameBuild).toBe(true);
    expect(result.sameTreeAfterModuleChange).toBe(false);
    expect(result.sameDataRoutesForSameRoutes).toBe(true);
    expect(result.staticRouterLocations).toEqual(['/', '/stores']);
  });

  it('is the hooks that keep the tree: React Router alone builds it for every page', async () => {
    const result = await runProbe();
    expect(result.pages).toEqual(['<main><h1>Home</h1></main>', '<main><h1>Stores</h1></main>', '<main><h1>Stores, rebuilt</h1></main>']);
    expect(result.sameTreeForSameBuild).toBe(false);
    expect(result.sameDataRoutesForSameRoutes).toBe(false);
  });
});
