export interface TtlCacheOptions {
  /**
   * Bound on the number of keys, for results keyed by what a shopper typed (search terms, listing
   * filters): the oldest entries are dropped first. Unbounded by default, for fixed key sets.
   */
  maxEntries?: number;
  now?: () => number;
}

/**
 * A small in-process cache for data that changes rarely or is asked again soon. Concurrent misses
 * for one key share a single load, so a cold start under load queries once; failed loads are not kept.
 */
export function createTtlCache<V>(ttlMs: number, { maxEntries = Infinity, now = Date.now }: TtlCacheOptions = {}) {
  const entries = new Map<string, { expires: number; value: Promise<V> }>();
  return {
    get(key: string, load: () => Promise<V>): Promise<V> {
      const hit = entries.get(key);
      if (hit && hit.expires > now()) return hit.value;
      entries.delete(key);
      while (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
      const value = load();
      entries.set(key, { expires: now() + ttlMs, value });
      value.catch(() => entries.delete(key));
      return value;
    },
    clear(): void {
      entries.clear();
    },
  };
}
