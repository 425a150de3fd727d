import { insideTransaction } from '../db/transactions';

export interface TtlCacheOptions {
  /**
   * Bound on the number of keys, for results keyed by what a shopper typed (search terms, listing
   * filters): the oldest entries are dropped first. Unbounded by default, for fixed key sets.
   */
  maxEntries?: number;
  /**
   * Inside a transaction, always load, never answer from the cache: for data that prices an order
   * (promotions, delivery zones), which a write reads as the database holds it now.
   */
  freshInTransactions?: boolean;
  now?: () => number;
}

interface Entry<V> {
  expires: number;
  value: Promise<V>;
  settled: boolean;
}

/**
 * A small in-process cache for data that changes rarely or is asked again soon. Concurrent misses
 * for one key share a single load, so a cold start under load queries once; failed loads are not kept.
 *
 * Inside a transaction (`insideTransaction`) the cache answers only with a value it already holds
 * (never with `freshInTransactions`), and otherwise loads in the transaction without keeping or
 * sharing the load. On PGlite's one connection, a load started outside waits for the open
 * transaction, so the transaction must not wait for it; and a load made inside may read what a
 * rollback takes back, so no one else may see it.
 */
export function createTtlCache<V>(
  ttlMs: number,
  { maxEntries = Infinity, freshInTransactions = false, now = Date.now }: TtlCacheOptions = {},
) {
  const entries = new Map<string, Entry<V>>();
  return {
    get(key: string, load: () => Promise<V>): Promise<V> {
      const hit = entries.get(key);
      const fresh = hit !== undefined && hit.expires > now();
      if (insideTransaction()) return fresh && hit.settled && !freshInTransactions ? hit.value : load();
      if (fresh) return hit.value;
      entries.delete(key);
      while (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
      const entry: Entry<V> = { expires: now() + ttlMs, value: load(), settled: false };
      entries.set(key, entry);
      entry.value.then(
        () => (entry.settled = true),
        () => entries.get(key) === entry && entries.delete(key),
      );
      return entry.value;
    },
    clear(): void {
      entries.clear();
    },
  };
}
