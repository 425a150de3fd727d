import { describe, expect, it } from 'vitest';
import { createBoundedCache } from './bounded-cache';

describe('createBoundedCache', () => {
  it('shares loads, expires entries and drops the oldest past its bound', async () => {
    let clock = 0;
    let loads = 0;
    const cache = createBoundedCache<number>(100, 2, () => clock);
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
