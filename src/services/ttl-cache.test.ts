import { describe, expect, it } from 'vitest';
import { createTtlCache } from './ttl-cache';

describe('ttl cache', () => {
  it('shares one load between concurrent misses and reloads after expiry', async () => {
    let clock = 0;
    let loads = 0;
    const cache = createTtlCache<number>(1000, { now: () => clock });
    const load = async () => ++loads;
    expect(await Promise.all([cache.get('k', load), cache.get('k', load)])).toEqual([1, 1]);
    clock = 999;
    expect(await cache.get('k', load)).toBe(1);
    clock = 1000;
    expect(await cache.get('k', load)).toBe(2);
  });

  it('does not keep a failed load', async () => {
    const cache = createTtlCache<number>(1000, { now: () => 0 });
    await expect(cache.get('k', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('k', async () => 7)).toBe(7);
  });
  it('shares loads, expires entries and drops the oldest past its bound', async () => {
    let clock = 0;
    let loads = 0;
    const cache = createTtlCache<number>(100, { maxEntries: 2, now: () => clock });
    const load = (v: number) => async () => {
      loads++;
      return v;
    };
    expect(await Promise.all([cache.get('a', load(1)), cache.get('a', load(9))])).toEqual([1, 1]);
    expect(loads).toBe(1);
    await cache.get('b', load(2));
    await cache.get('c', load(3));
    expect(await cache.get('a', load(4))).toBe(4);
    clock = 200;
    expect(await cache.get('a', load(5))).toBe(5);
    await expect(cache.get('x', () => Promise.reject(new Error('no')))).rejects.toThrow('no');
    expect(await cache.get('x', load(6))).toBe(6);
  });
});
