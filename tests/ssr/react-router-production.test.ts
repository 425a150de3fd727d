import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ES module of Node hooks, shipped beside the built server as it is.
import { keepRouteTrees } from '../../scripts/react-router-production.mjs';
import { runProbe } from './support/run-probe';

/**
 * The production server's module hooks (ADR 0012, ADR 0042): React Router's server route tree is
 * built once per build, not once per page, and the pages rendered with it are unchanged.
 */
const PRODUCTION = path.resolve('node_modules/react-router/dist/production');

interface ProbeResult {
  matches: { id: string; pathname: string; params: Record<string, string> }[][];
  paramsSharedInOnePage: boolean;
  noMatchStatus: number;
  pages: string[];
  sameTreeForSameBuild: boolean;
  sameTreeAfterModuleChange: boolean;
  sameDataRoutesForSameRoutes: boolean;
  staticRouterLocations: string[];
}

const probeRouteTrees = (...args: string[]) => runProbe<ProbeResult>('route-tree-probe.mjs', args);

describe("React Router's route trees on the production server", () => {
  // One probe process with the production hooks, one without: each renders and matches once.
  let withHooks: ProbeResult;
  let plain: ProbeResult;
  beforeAll(async () => {
    [withHooks, plain] = await Promise.all([probeRouteTrees('--production-hooks'), probeRouteTrees()]);
  });

  it("reads the installed React Router's production modules as expected", () => {
    const modules = readdirSync(PRODUCTION).filter((file) => file.endsWith('.mjs'));
    const definitions = { matchRoutesImpl: 0, createServerRoutes: 0, createStaticRouter: 0 };
    for (const file of modules) {
      const source = readFileSync(path.join(PRODUCTION, file), 'utf8');
      const kept = keepRouteTrees(source) as { source: string; missing: string[] };
      expect(kept.missing, file).toEqual([]);
      const count = (pattern: RegExp) => kept.source.match(pattern)?.length ?? 0;
      if (source.includes('function matchRoutesImpl(')) {
        definitions.matchRoutesImpl += 1;
        expect([count(/^function matchRoutesImplEachTime\(/gm), count(/^function matchRoutesImpl\(/gm)], file).toEqual([1, 1]);
      }
      if (source.includes('function createServerRoutes(')) {
        definitions.createServerRoutes += 1;
        expect([count(/^function createServerRoutesEachTime\(/gm), count(/^function createServerRoutes\(/gm)], file).toEqual([1, 1]);
      }
      if (source.includes('function createStaticRouter(')) {
        definitions.createStaticRouter += 1;
        expect(count(/let \{ manifest, dataRoutes \} = staticDataRoutes\(routes\);/g), file).toBe(1);
      }
    }
    // The server's own module defines all three.
    expect(definitions.matchRoutesImpl).toBeGreaterThanOrEqual(1);
    expect(definitions.createServerRoutes).toBeGreaterThanOrEqual(1);
    expect(definitions.createStaticRouter).toBeGreaterThanOrEqual(1);
  });

  it('renders every page of one build with one route tree, and a new module with a new tree', () => {
    expect(withHooks.pages).toEqual([
      '<main><h1>Home</h1></main>',
      '<main><h1>Stores</h1></main>',
      '<main><h1>Stores, rebuilt</h1></main>',
    ]);
    expect(withHooks.sameTreeForSameBuild).toBe(true);
    expect(withHooks.sameTreeAfterModuleChange).toBe(false);
    expect(withHooks.sameDataRoutesForSameRoutes).toBe(true);
    expect(withHooks.staticRouterLocations).toEqual(['/', '/stores']);
  });

  it("gives each page its own matches of a path, with that path's params", () => {
    // The first page changed its matches; the second asks for the same path.
    expect(withHooks.matches).toEqual([
      [
        { id: 'root', pathname: '/', params: { uri: 'auburn' } },
        { id: 'store', pathname: '/stores/auburn', params: { uri: 'auburn' } },
      ],
      [
        { id: 'root', pathname: '/', params: { uri: 'bondi' } },
        { id: 'store', pathname: '/stores/bondi', params: { uri: 'bondi' } },
      ],
    ]);
    expect(withHooks.paramsSharedInOnePage).toBe(true);
    expect(withHooks.noMatchStatus).toBe(404);
  });

  it('is the hooks that keep the tree: React Router alone builds it for every page', () => {
    expect(plain.pages).toEqual(['<main><h1>Home</h1></main>', '<main><h1>Stores</h1></main>', '<main><h1>Stores, rebuilt</h1></main>']);
    expect(plain.sameTreeForSameBuild).toBe(false);
    expect(plain.sameDataRoutesForSameRoutes).toBe(false);
  });
});
