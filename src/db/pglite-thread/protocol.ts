/**
 * What the request thread and the embedded database's thread say to each other (ADR 0046). Every
 * request carries an id and is answered once, in any order: PGlite itself queues the work, as it
 * does when it runs in the request thread.
 */
import type { Results, RowMode } from '@electric-sql/pglite';
import type { PgliteOptions } from '../pglite';

export type ThreadRequest =
  | { op: 'query'; sql: string; params: unknown[]; rowMode: RowMode; rawTypes: number[]; tx?: number }
  /** Opens a transaction; the answer is its number, which later queries of the transaction name. */
  | { op: 'begin' }
  /** Ends a transaction: commits it, or rolls it back. */
  | { op: 'end'; tx: number; commit: boolean }
  | { op: 'close' };

export type ThreadAnswer = { id: number; ok: true; value: unknown } | { id: number; ok: false; error: ThreadError };

/** An error as it crosses threads: its message and PostgreSQL's fields (code, constraint, detail…). */
export interface ThreadError {
  name: string;
  message: string;
  fields: Record<string, unknown>;
}

/** A snapshot (loadDataDir) opens in the request thread only: tests take it from a PGlite there. */
export type ThreadOptions = Pick<PgliteOptions, 'dataDir'>;

export type QueryResults = Results<unknown>;

export function toThreadError(error: unknown): ThreadError {
  if (!(error instanceof Error)) return { name: 'Error', message: String(error), fields: {} };
  const fields: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(error)) {
    if (value === undefined || typeof value === 'function') continue;
    // Only what survives a copy: PostgreSQL's fields are strings and numbers.
    if (typeof value !== 'object' || value === null) fields[key] = value;
  }
  return { name: error.name, message: error.message, fields };
}

/** The error again on the request thread, with PostgreSQL's fields where callers look for them (`code`). */
export function fromThreadError({ name, message, fields }: ThreadError): Error {
  const error = Object.assign(new Error(message), fields);
  error.name = name;
  return error;
}
