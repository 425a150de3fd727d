import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { BUILD_OUTPUTS, rebuildReason } from './build-freshness.mjs';

/** A checkout with sources and a build, every file dated `at` (seconds). */
function checkout(at: number): string {
  const root = mkdtempSync(path.join(tmpdir(), 'build-freshness-'));
  for (const file of ['src/web/root.tsx', 'src/server.ts', 'src/server.test.ts', 'package.json', 'react-router.config.ts']) {
    write(root, file, at);
  }
  for (const output of BUILD_OUTPUTS) {
    if (output === 'build/client') mkdirSync(path.join(root, output), { recursive: true });
    else write(root, output, at + 10);
  }
  utimesSync(path.join(root, 'build/client'), at + 10, at + 10);
  return root;
}

function write(root: string, file: string, at: number) {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), 'x');
  utimesSync(path.join(root, file), at, at);
}

const roots: string[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

describe('npm start decides whether to build', () => {
  const at = 1_800_000_000;
  const made = (root: string) => (roots.push(root), root);

  it('serves a build made after its sources as it is', () => {
    expect(rebuildReason(made(checkout(at)))).toBeNull();
  });

  it('builds when there is no build', () => {
    const root = made(checkout(at));
    rmSync(path.join(root, 'build/server/index.js'));
    expect(rebuildReason(root)).toBe('No build found');
  });

  it('builds again when a source, package.json or the React Router config changed after the build (a git pull), and names it', () => {
    for (const file of ['src/web/root.tsx', 'package.json', 'react-router.config.ts']) {
      const root = made(checkout(at));
      utimesSync(path.join(root, file), at + 20, at + 20);
      expect(rebuildReason(root)).toBe(`${file} changed after the last build`);
    }
  });

  it('does not build for a changed test, nor for a new file outside the sources', () => {
    const root = made(checkout(at));
    utimesSync(path.join(root, 'src/server.test.ts'), at + 20, at + 20);
    write(root, 'README.md', at + 20);
    expect(rebuildReason(root)).toBeNull();
  });
});
