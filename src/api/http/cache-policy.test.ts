import { describe, expect, it } from 'vitest';
import { cacheControlFor } from './cache-policy';

describe('cache policy', () => {
  it('maps each declaration to its header', () => {
    expect(cacheControlFor('no-store', 200)).toBe('no-store');
    expect(cacheControlFor('private', 200)).toBe('private, no-store');
    expect(cacheControlFor({ publicMaxAge: 300 }, 200)).toBe('public, max-age=300');
    expect(cacheControlFor(undefined, 200)).toBeNull();
  });

  it('never gives an error a public lifetime, but keeps private errors private', () => {
    expect(cacheControlFor({ publicMaxAge: 300 }, 404)).toBeNull();
    expect(cacheControlFor('private', 400)).toBe('private, no-store');
  });
});
