// `npm run db:migrate`: apply the checked-in migrations to DATABASE_URL or the embedded database.
import path from 'node:path';
import { loadConfig } from '../src/config/env';
import { openDatabase } from '../src/db/client';
import { runMigrations } from '../src/db/migrate';

const config = loadConfig();
const handle = await openDatabase(
  config.databaseUrl ? { kind: 'postgres', url: config.databaseUrl } : { kind: 'pglite', dataDir: path.resolve(config.dataDir) },
);
await runMigrations(handle);
await handle.close();
console.log(`Migrations applied (${handle.kind}).`);
