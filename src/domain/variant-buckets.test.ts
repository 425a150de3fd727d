import { describe, expect, it } from 'vitest';
import { assignBucket, bucketsFor, DEFAULT_VARIANT_BUCKETS } from './variant-buckets';

const visitors = Array.from({ length: 4000 }, (_, i) => `visitor-${i.toString(16).padStart(8, '0')}-abcdef`);

describe('variant bucket assignment', () => {
  it('gives a visitor the same bucket every time', () => {
    for (const visitor of visitors.slice(0, 50)) {
      expect(assignBucket(visitor, 'checkout-button')).toBe(assignBucket(visitor, 'checkout-button'));
    }
  });

  it('splits visitors evenly over the buckets', () => {
    const counts = new Map<string, number>();
    for (const visitor of visitors) {
      const bucket = assignBucket(visitor, 'checkout-button');
      counts.set(bucket, (counts.get(bucket) ?? 0) + 1);
    }
    expect([...counts.keys()].sort()).toEqual([...DEFAULT_VARIANT_BUCKETS].sort());
    for (const n of counts.values()) expect(Math.abs(n - visitors.length / 2)).toBeLessThan(visitors.length * 0.05);
  });

  it('assigns independently per test', () => {
    const differing = visitors.filter((v) => assignBucket(v, 'test-a') !== assignBucket(v, 'test-b')).length;
    expect(differing).toBeGreaterThan(visitors.length * 0.4);
    expect(differing).toBeLessThan(visitors.length * 0.6);
  });

  it('uses a test’s own buckets when it has them', () => {
    expect(bucketsFor('home-hero-layout')).toHaveLength(3);
    const seen = new Set(visitors.slice(0, 300).map((v) => assignBucket(v, 'home-hero-layout')));
    expect([...seen].sort()).toEqual(['compact', 'image-led', 'original']);
  });

  it('refuses a test without buckets', () => {
    expect(() => assignBucket('v', 't', [])).toThrow(RangeError);
  });
});
