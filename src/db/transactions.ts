import { AsyncLocalStorage } from 'node:async_hooks';
import { sql } from 'drizzle-orm';
import type { Database } from './client';

/**
 * The unit of work. `run` opens one transaction and every repository built on `db` takes part in it
 * without being handed a transaction: `db` answers with the transaction that is open in the current
 * async context, else with the pool. A `run` inside a `run` joins the outer transaction, so a route
 * layer (idempotency) and the service it calls commit or roll back together.
 *
 * Joining matters on PGlite as much as on PostgreSQL: PGlite has one connection, and a query sent
 * outside an open transaction would wait for that transaction, which waits for the query.
 */
export interface Transactions {
  /** The database every repository is built on. */
  readonly db: Database;
  run<T>(work: () => Promise<T>): Promise<T>;
  /**
   * Makes concurrent writers of one aggregate (a cart, an order, a compare list) queue until this
   * transaction ends: a transaction-scoped advisory lock on the aggregate's kind and id. It works
   * before the aggregate's row exists (the first item of a new cart), which SELECT … FOR UPDATE cannot.
   */
  lockAggregate(kind: string, id: string | number): Promise<void>;
}

interface OpenTransaction {
  /** The database the transaction was opened on: a unit of work joins and uses only its own. */
  readonly base: Database;
  readonly tx: Database;
}

// One store for the process, so code that knows nothing of a unit of work (the shared caches) can
// still ask whether it runs inside one.
const open = new AsyncLocalStorage<OpenTransaction>();
// Outermost runs in progress (ADR 0043). Node 20's AsyncLocalStorage, once run, keeps async hooks on
// for every promise and callback of the process (a few per cent of every request's CPU, reads
// included); it is switched off again whenever no transaction is open, and `run` switches it on.
let runsOpen = 0;

/**
 * Whether the current async context is inside a transaction. A shared cache asks it: inside one, it
 * must neither wait for a load started outside (which waits for the transaction) nor share its own
 * load with the outside (which could read what a rollback takes back).
 */
export function insideTransaction(): boolean {
  return open.getStore() !== undefined;
}

export function createTransactions(base: Database): Transactions {
  const ownTransaction = () => {
    const store = open.getStore();
    return store?.base === base ? store.tx : undefined;
  };
  const db = new Proxy(base, {
    get(target, property) {
      const active = ownTransaction() ?? target;
      const value: unknown = Reflect.get(active, property, active);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(active) : value;
    },
  });
  return {
    db,
    async run(work) {
      if (ownTransaction()) return work();
      runsOpen += 1;
      try {
        return await base.transaction((tx) => open.run({ base, tx: tx as unknown as Database }, work));
      } finally {
        runsOpen -= 1;
        if (runsOpen === 0) open.disable();
      }
    },
    async lockAggregate(kind, id) {
      const tx = ownTransaction();
      // Outside a transaction an xact lock would be released at once and protect nothing.
      if (!tx) throw new Error(`lockAggregate(${kind}) needs an open transaction: call it inside transactions.run`);
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${kind}), hashtext(${String(id)}))`);
    },
  };
}
