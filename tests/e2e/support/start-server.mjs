// Starts the built storefront for one flavour on a fresh database, so every run seeds from scratch.
// Usage (from playwright.config.ts): APP=wa PORT=3100 DATA_DIR=.tmp/e2e-wa node tests/e2e/support/start-server.mjs
import { existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const dataDir = process.env.DATA_DIR;
if (!dataDir || !path.resolve(dataDir).includes(`${path.sep}.tmp${path.sep}`)) {
  console.error('DATA_DIR must be a folder under .tmp/ (it is deleted before the server starts).');
  process.exit(1);
}
const serverEntry = path.resolve('build/app/server.js');
if (!existsSync(serverEntry)) {
  console.error('No build found: run `npm run build` before the end-to-end tests.');
  process.exit(1);
}
rmSync(dataDir, { recursive: true, force: true });
await import(pathToFileURL(serverEntry).href);
