/**
 * Variant tests (document 1 sections 3, 4 and 7): every visitor gets one bucket per test, the same
 * one every time. The bucket is derived from the visitor and test ids, so two servers answer alike
 * even before the assignment is stored, and the split stays even across buckets.
 */
/** The bucket every visitor sees when a test cannot be resolved (document 1 section 8). */
export const ORIGINAL_BUCKET = 'original';
/** The response header that names the visitor a bucket was given to; it must equal the wau cookie. */
export const VARIANT_VISITOR_HEADER = 'x-vu';

export const DEFAULT_VARIANT_BUCKETS = [ORIGINAL_BUCKET, 'variant'] as const;

/**
 * The home hero's layout test: 'compact' drops the room scene and the promise list so the
 * categories come sooner; 'image-led' shows the scene first, on phones too.
 */
export const HOME_HERO_TEST = 'home-hero-layout';

/** Tests that split into buckets other than the default pair. */
export const VARIANT_TEST_BUCKETS: Readonly<Record<string, readonly string[]>> = {
  [HOME_HERO_TEST]: ['original', 'compact', 'image-led'],
};

export function bucketsFor(testId: string): readonly string[] {
  return VARIANT_TEST_BUCKETS[testId] ?? DEFAULT_VARIANT_BUCKETS;
}

/**
 * 32-bit FNV-1a with MurmurHash3's final mix: tiny and stable across platforms. The mix matters:
 * FNV's low bits alone follow the parity of the input characters, so ids differing in one letter
 * would otherwise land in opposite buckets every time.
 */
function hash32(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  hash ^= hash >>> 16;
  hash = Math.imul(hash, 0x85ebca6b);
  hash ^= hash >>> 13;
  hash = Math.imul(hash, 0xc2b2ae35);
  hash ^= hash >>> 16;
  return hash >>> 0;
}

export function assignBucket(visitorId: string, testId: string, buckets: readonly string[] = bucketsFor(testId)): string {
  if (buckets.length === 0) throw new RangeError(`The variant test ${testId} has no buckets`);
  return buckets[hash32(`${testId}\u0000${visitorId}`) % buckets.length]!;
}
