/**
 * Document 1 section 7: values kept in the browser for a time are given their lifetime in minutes,
 * an expired value is removed when it is read, and an empty value (null or undefined) is not stored
 * at all, while an empty string is a real value and is kept.
 *
 * The rule is pure over a storage-like object and a clock so it is tested without a browser; the
 * browser binds it to localStorage in `src/web/client/timed-local-storage.ts`.
 */
export interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

interface TimedEntry<T> {
  value: T;
  /** Epoch milliseconds after which the value no longer exists. */
  expiresAt: number;
}

export interface TimedStorage {
  /** Stores `value` for `minutes`; null and undefined are ignored (nothing is written or removed). */
  set<T>(key: string, value: T | null | undefined, minutes: number): void;
  /** The stored value, or null when there is none, it has expired (and is then removed) or it is unreadable. */
  get<T>(key: string): T | null;
  remove(key: string): void;
}

const MS_PER_MINUTE = 60_000;

export function createTimedStorage(storage: StorageLike, now: () => number = Date.now): TimedStorage {
  return {
    set(key, value, minutes) {
      if (value === null || value === undefined) return;
      if (!Number.isFinite(minutes) || minutes <= 0)
        throw new RangeError(`A timed value needs a positive lifetime in minutes, got ${minutes}`);
      const entry: TimedEntry<typeof value> = { value, expiresAt: now() + minutes * MS_PER_MINUTE };
      storage.setItem(key, JSON.stringify(entry));
    },
    get<T>(key: string): T | null {
      const raw = storage.getItem(key);
      if (raw === null) return null;
      const entry = readEntry<T>(raw);
      if (entry === null || entry.expiresAt <= now()) {
        storage.removeItem(key);
        return null;
      }
      return entry.value;
    },
    remove(key) {
      storage.removeItem(key);
    },
  };
}

/** Anything not written by `set` (an older format, hand edits) counts as absent rather than throwing. */
function readEntry<T>(raw: string): TimedEntry<T> | null {
  try {
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null || !('expiresAt' in parsed) || !('value' in parsed)) return null;
    const { expiresAt, value } = parsed as { expiresAt: unknown; value: T };
    return typeof expiresAt === 'number' ? { value, expiresAt } : null;
  } catch {
    return null;
  }
}
