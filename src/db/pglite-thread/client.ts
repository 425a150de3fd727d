/**
 * The embedded database in a thread of its own (ADR 0046), behind the part of PGlite's interface
 * that Drizzle uses: query, transaction and close.
 *
 * Why a thread: loading PGlite's pg_trgm extension links thousands of symbols, and Emscripten's
 * linker keeps each in a property of a plain object. V8 keeps the shapes of plain objects in one
 * shared tree per thread; past 1,536 branches it stops sharing them, and every plain object made
 * with a computed key afterwards (Node's own `process.nextTick` makes one per call) takes V8's slow
 * path. In the request thread that cost every answer about a fifth of its CPU (bench/README.md).
 */
import { Worker } from 'node:worker_threads';
import type { QueryOptions, Results, Transaction } from '@electric-sql/pglite';
import { fromThreadError, type QueryResults, type ThreadAnswer, type ThreadOptions, type ThreadRequest } from './protocol';

/** From the bundle, the built worker beside it; from source (tests, scripts), the TypeScript entry through tsx. */
function workerEntry(): { file: URL; workerData?: { entry: string } } {
  if (!import.meta.url.endsWith('.ts')) return { file: new URL('./pglite-worker.js', import.meta.url) };
  return { file: new URL('./boot-from-source.mjs', import.meta.url), workerData: { entry: new URL('./worker.ts', import.meta.url).href } };
}

type Parsers = NonNullable<QueryOptions['parsers']>;

/** Applies the caller's parsers to the text the thread left as it was (their types were sent as raw). */
function parse(results: QueryResults, parsers: Parsers | undefined, rowMode: 'array' | 'object'): QueryResults {
  if (!parsers) return results;
  const parsed = results.fields.flatMap((field, index) => {
    const parser = parsers[field.dataTypeID];
    return parser ? [{ index, name: field.name, parser }] : [];
  });
  if (parsed.length === 0) return results;
  for (const row of results.rows as Record<string | number, unknown>[]) {
    for (const { index, name, parser } of parsed) {
      const key = rowMode === 'array' ? index : name;
      if (typeof row[key] === 'string') row[key] = parser(row[key]);
    }
  }
  return results;
}

export class PGliteThread {
  #worker: Worker;
  #answers = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  #lastId = 0;
  #closed: Error | undefined;

  private constructor(worker: Worker) {
    this.#worker = worker;
    worker.on('message', ({ id, ...answer }: ThreadAnswer) => {
      const waiting = this.#answers.get(id);
      this.#answers.delete(id);
      if (answer.ok) waiting?.resolve(answer.value);
      else waiting?.reject(fromThreadError(answer.error));
    });
    const fail = (error: Error) => {
      this.#closed ??= error;
      for (const waiting of this.#answers.values()) waiting.reject(error);
      this.#answers.clear();
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`The embedded database's thread stopped (exit code ${code}).`)));
  }

  /** Starts the thread and waits until the database is open (migrations are the caller's). */
  static async open(options: ThreadOptions = {}): Promise<PGliteThread> {
    const { file, workerData } = workerEntry();
    const worker = new Worker(file, { workerData: { ...options, ...workerData } });
    const ready = await new Promise<{ ready: boolean; error?: Parameters<typeof fromThreadError>[0] }>((resolve, reject) => {
      worker.once('message', resolve);
      worker.once('error', reject);
      worker.once('exit', (code) => reject(new Error(`The embedded database's thread stopped while opening (exit code ${code}).`)));
    });
    if (!ready.ready) {
      await worker.terminate();
      throw fromThreadError(ready.error!);
    }
    return new PGliteThread(worker);
  }

  #call<T>(request: ThreadRequest): Promise<T> {
    if (this.#closed) return Promise.reject(this.#closed);
    const id = ++this.#lastId;
    return new Promise<T>((resolve, reject) => {
      this.#answers.set(id, { resolve: resolve as (value: unknown) => void, reject });
      try {
        this.#worker.postMessage({ id, request });
      } catch (error) {
        // A parameter that cannot be copied to another thread (a function, say): refused here.
        this.#answers.delete(id);
        reject(error as Error);
      }
    });
  }

  #query<T>(sql: string, params: unknown[] = [], options: QueryOptions = {}, tx?: number): Promise<Results<T>> {
    if (options.serializers || options.blob || options.paramTypes || options.onNotice) {
      return Promise.reject(new Error('The embedded database thread takes only rowMode and parsers as query options.'));
    }
    const rowMode = options.rowMode ?? 'object';
    const rawTypes = Object.keys(options.parsers ?? {}).map(Number);
    return this.#call<QueryResults>({ op: 'query', sql, params, rowMode, rawTypes, tx }).then(
      (results) => parse(results, options.parsers, rowMode) as Results<T>,
    );
  }

  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> {
    return this.#query<T>(sql, params, options);
  }

  /**
   * Runs `work` in one transaction: committed when it returns, rolled back when it throws. Until it
   * ends, the thread queues every other query, as PGlite does in one thread.
   */
  async transaction<T>(work: (tx: Transaction) => Promise<T>): Promise<T> {
    const number = await this.#call<number>({ op: 'begin' });
    const end = (commit: boolean) => this.#call({ op: 'end', tx: number, commit });
    // Drizzle asks a transaction only for queries; its rollback is a throw, which ends up below.
    const tx = {
      query: <R>(sql: string, params?: unknown[], options?: QueryOptions) => this.#query<R>(sql, params, options, number),
    } as unknown as Transaction;
    let result: T;
    try {
      result = await work(tx);
    } catch (error) {
      await end(false).catch(() => undefined);
      throw error;
    }
    await end(true);
    return result;
  }

  async close(): Promise<void> {
    if (this.#closed) return;
    await this.#call({ op: 'close' });
    this.#closed = new Error('The embedded database is closed.');
    await this.#worker.terminate();
  }
}
