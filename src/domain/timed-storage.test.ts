import { describe, expect, it } from 'vitest';
import { createTimedStorage, type StorageLike } from './timed-storage';

function memoryStorage(): StorageLike & { keys(): string[] } {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
    keys: () => [...items.keys()],
  };
}

describe('timed client storage', () => {
  it('keeps a value for the given number of minutes', () => {
    let now = 1_000_000;
    const storage = memoryStorage();
    const timed = createTimedStorage(storage, () => now);
    timed.set('alertCacheData', { desktopContent: '<p>Sale</p>' }, 10);
    now += 10 * 60_000 - 1;
    expect(timed.get('alertCacheData')).toEqual({ desktopContent: '<p>Sale</p>' });
    now += 1;
    expect(timed.get('alertCacheData')).toBeNull();
  });

  it('removes an expired value when it is read', () => {
    let now = 0;
    const storage = memoryStorage();
    const timed = createTimedStorage(storage, () => now);
    timed.set('footerBanner', 'dismissed', 1440);
    now = 1440 * 60_000;
    expect(timed.get('footerBanner')).toBeNull();
    expect(storage.keys()).toEqual([]);
  });

  it('ignores null and undefined but keeps an empty string', () => {
    const storage = memoryStorage();
    const timed = createTimedStorage(storage, () => 0);
    timed.set('a', 'kept', 5);
    timed.set('a', null, 5);
    timed.set('b', undefined, 5);
    timed.set('c', '', 5);
    expect(timed.get('a')).toBe('kept');
    expect(timed.get('b')).toBeNull();
    expect(timed.get('c')).toBe('');
  });

  it('treats an unreadable stored value as absent and clears it', () => {
    const storage = memoryStorage();
    storage.setItem('navbar_data_expiry', 'not json');
    storage.setItem('old', JSON.stringify({ value: 1 }));
    const timed = createTimedStorage(storage, () => 0);
    expect(timed.get('navbar_data_expiry')).toBeNull();
    expect(timed.get('old')).toBeNull();
    expect(storage.keys()).toEqual([]);
  });

  it('refuses a lifetime that is not a positive number of minutes', () => {
    const timed = createTimedStorage(memoryStorage(), () => 0);
    expect(() => timed.set('x', 1, 0)).toThrow(/positive lifetime in minutes/);
    expect(() => timed.set('x', 1, Number.NaN)).toThrow(RangeError);
  });
});
