// Whether `npm start` may serve the build it finds: a build older than the sources it was made
// from (after a `git pull` or an edit) would serve yesterday's shop.
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/** What the build is made from: the sources and the files that say how they are built. */
export const BUILD_INPUTS = [
  'src',
  'package.json',
  'package-lock.json',
  'vite.config.ts',
  'react-router.config.ts',
  'scripts/build-server.mjs',
];

/** The files of a build; each is written by every `npm run build`. */
export const BUILD_OUTPUTS = ['build/app/server.js', 'build/app/pglite-worker.js', 'build/server/index.js', 'build/client'];

// Tests are not part of the build: editing one needs no new build.
const NOT_BUILT = /\.test\.tsx?$/;

function* filesUnder(target) {
  const stats = statSync(target);
  if (!stats.isDirectory()) {
    yield { file: target, mtimeMs: stats.mtimeMs };
    return;
  }
  for (const entry of readdirSync(target, { withFileTypes: true })) {
    const full = path.join(target, entry.name);
    if (entry.isDirectory()) yield* filesUnder(full);
    else if (!NOT_BUILT.test(entry.name)) yield { file: full, mtimeMs: statSync(full).mtimeMs };
  }
}

/**
 * Why the build under `root` must be made (again), or null when it is current: no build, or the
 * newest input changed after the oldest output was written.
 */
export function rebuildReason(root) {
  const outputs = BUILD_OUTPUTS.map((name) => path.join(root, name));
  if (!outputs.every((file) => existsSync(file))) return 'No build found';
  const builtAt = Math.min(...outputs.map((file) => statSync(file).mtimeMs));
  let newest = null;
  for (const input of BUILD_INPUTS) {
    const target = path.join(root, input);
    if (!existsSync(target)) continue;
    for (const found of filesUnder(target)) if (!newest || found.mtimeMs > newest.mtimeMs) newest = found;
  }
  if (newest && newest.mtimeMs > builtAt) return `${path.relative(root, newest.file)} changed after the last build`;
  return null;
}
