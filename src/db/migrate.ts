import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { DatabaseHandle } from './client';

/**
 * The checked-in migrations folder, found from this module's location so it works from
 * the sources (tests, tsx) and from the bundled server in build/.
 */
export function migrationsFolder(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const candidate = path.join(dir, 'src', 'db', 'migrations');
    if (existsSync(candidate)) return candidate;
    const local = path.join(dir, 'migrations');
    if (existsSync(path.join(local, 'meta'))) return local;
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('Cannot find src/db/migrations');
    dir = parent;
  }
}

export async function runMigrations(handle: DatabaseHandle): Promise<void> {
  const config = { migrationsFolder: migrationsFolder() };
  if (handle.kind === 'pglite') await migratePglite(handle.db as unknown as PgliteDatabase, config);
  else await migratePg(handle.db as unknown as NodePgDatabase, config);
}
