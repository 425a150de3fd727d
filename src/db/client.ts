import type { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { openPglite, type PgliteOptions } from './pglite';
import { PGliteThread } from './pglite-thread/client';
import * as schema from './schema';

export type Schema = typeof schema;
/** The one database type repositories accept: PGlite and PostgreSQL share the dialect. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
  /** Embedded only: the raw PGlite instance (used to snapshot test databases). */
  pglite?: PGlite;
}

export type DatabaseOptions =
  | { kind: 'postgres'; url: string; poolSize?: number }
  | (PgliteOptions & {
      kind: 'pglite';
      /**
       * Runs the embedded database in a thread of its own (ADR 0046): the storefront's server does,
       * so PGlite's extension leaves the request thread's objects fast. Tests and scripts keep it in
       * their thread, where they can snapshot it.
       */
      ownThread?: boolean;
    });

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10 });
    const db = drizzlePg(pool, { schema }) as unknown as Database;
    return { db, kind: 'postgres', close: () => pool.end() };
  }
  if (options.ownThread) {
    if (options.loadDataDir) throw new Error('A database snapshot opens in this thread: leave ownThread off.');
    const thread = await PGliteThread.open({ dataDir: options.dataDir });
    const db = drizzlePglite(thread as unknown as PGlite, { schema }) as unknown as Database;
    return { db, kind: 'pglite', close: () => thread.close() };
  }
  const client = await openPglite(options);
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  return { db, kind: 'pglite', pglite: client, close: () => client.close() };
}
