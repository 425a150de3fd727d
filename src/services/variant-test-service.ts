import { assignBucket } from '../domain/variant-buckets';
import type { VariantRepository } from '../db/repositories/variant-repository';

/** Variant test buckets: derived per visitor and test, then stored so later changes to a test's buckets never move anyone. */
export function createVariantTestService(variants: VariantRepository) {
  return {
    bucketFor: (visitorId: string, testId: string, now: Date) =>
      variants.bucketFor(visitorId, testId, assignBucket(visitorId, testId), now),
  };
}
