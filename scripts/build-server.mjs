// Bundles the server entry (API, SSR glue, database) into build/app/server.js. Packages stay
// external: they are installed, and PGlite loads its WASM files from its own package folder.
import { build } from 'esbuild';

await build({
  entryPoints: ['src/server.ts'],
  outfile: 'build/app/server.js',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});
