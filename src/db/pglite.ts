import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

export interface PgliteOptions {
  /** The data folder; in memory when not given. */
  dataDir?: string;
  /** A data folder's tarball (PGlite's dumpDataDir) to start from: how tests copy a seeded database. */
  loadDataDir?: Blob | File;
}

/** The embedded database with the extensions the schema needs (pg_trgm for search), in this thread. */
export async function openPglite({ dataDir, loadDataDir }: PgliteOptions): Promise<PGlite> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  return PGlite.create({ dataDir, loadDataDir, extensions: { pg_trgm } });
}
