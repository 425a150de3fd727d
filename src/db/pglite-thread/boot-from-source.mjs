// Starts the embedded database's thread from its TypeScript source (tests and scripts run from
// source; the build bundles worker.ts into build/app/pglite-worker.js instead).
import { workerData } from 'node:worker_threads';
import { tsImport } from 'tsx/esm/api';

await tsImport(workerData.entry, import.meta.url);
