/**
 * The embedded database's own thread (ADR 0046): PGlite with the extensions the schema needs,
 * answering the requests of `PGliteThread` (client.ts).
 */
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { openPglite } from '../pglite';
import { toThreadError, type ThreadOptions, type ThreadRequest } from './protocol';

const port = parentPort!;
const options = workerData as ThreadOptions;

interface OpenTransaction {
  tx: Transaction;
  end: (commit: boolean) => void;
  finished: Promise<void>;
}

const identity = (value: string) => value;

async function serve(pg: PGlite): Promise<void> {
  const transactions = new Map<number, OpenTransaction>();
  let lastTransaction = 0;

  const target = (tx: number | undefined) => {
    if (tx === undefined) return pg;
    const open = transactions.get(tx);
    if (!open) throw new Error(`Transaction ${tx} is not open.`);
    return open.tx;
  };

  /** Opens a transaction and holds it until `end`; PGlite queues every other query until then. */
  const begin = () =>
    new Promise<number>((opened, failed) => {
      const number = ++lastTransaction;
      let end!: (commit: boolean) => void;
      const ended = new Promise<boolean>((resolve) => (end = resolve));
      const finished = pg.transaction(async (tx) => {
        transactions.set(number, { tx, end, finished });
        opened(number);
        if (!(await ended)) await tx.rollback();
      });
      finished.catch(failed).finally(() => transactions.delete(number));
    });

  const handle = async (request: ThreadRequest): Promise<unknown> => {
    switch (request.op) {
      case 'query':
        // The request thread applies the caller's parsers to these types' text (client.ts).
        return target(request.tx).query(request.sql, request.params, {
          rowMode: request.rowMode,
          parsers: Object.fromEntries(request.rawTypes.map((type) => [type, identity])),
        });
      case 'begin':
        return begin();
      case 'end': {
        const open = transactions.get(request.tx);
        if (!open) throw new Error(`Transaction ${request.tx} is not open.`);
        open.end(request.commit);
        await open.finished;
        return undefined;
      }
      case 'close':
        await pg.close();
        return undefined;
    }
  };

  port.on('message', ({ id, request }: { id: number; request: ThreadRequest }) => {
    handle(request).then(
      (value) => port.postMessage({ id, ok: true, value }),
      (error: unknown) => port.postMessage({ id, ok: false, error: toThreadError(error) }),
    );
  });
}

openPglite({ dataDir: options.dataDir }).then(
  async (pg) => {
    await serve(pg);
    port.postMessage({ ready: true });
  },
  (error: unknown) => port.postMessage({ ready: false, error: toThreadError(error) }),
);
