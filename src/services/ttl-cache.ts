/**
 * A small in-process cache for data that changes rarely (settings, navigation). Concurrent
 * misses for one key share a single load, so a cold start under load queries once.
 */
export function createTtlCache<V>(ttlMs: number, now: () => number = Date.now) {
  const entries = new Map<string, { expires: number; value: Promise<V> }>();
  return {
    get(key: string, load: () => Promise<V>): Promise<V> {
      const hit = entries.get(key);
      if (hit && hit.expires > now()) return hit.value;
      const value = load();
      entries.set(key, { expires: now() + ttlMs, value });
      // A failed load must not be cached.
      value.catch(() => entries.delete(key));
      return value;
    },
    clear(): void {
      entries.clear();
    },
  };
}
