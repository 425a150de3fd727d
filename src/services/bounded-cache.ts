/**
 * A TTL cache with a bound on its size, for results keyed by what a shopper typed (search terms,
 * listing filters): unlike settings, the keys are unbounded, so the oldest entries are dropped.
 * Concurrent misses for one key share one load; failed loads are not kept.
 */
export function createBoundedCache<V>(ttlMs: number, maxEntries: number, now: () => number = Date.now) {
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
