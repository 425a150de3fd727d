import { useEffect, useState } from 'react';

/**
 * The visitor's bucket in a variant test, or null until it is known (always null in the server
 * render, so a page shows its original design first and switches after hydration). The client
 * that resolves buckets is loaded on use, after the page has rendered, so it adds nothing to the
 * page's initial JavaScript.
 */
export function useVariant(testId: string): string | null {
  const [bucket, setBucket] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void import('./variant-client')
      .then(({ variantBucket }) => variantBucket(testId))
      .then((value) => {
        if (live) setBucket(value);
      });
    return () => {
      live = false;
    };
  }, [testId]);
  return bucket;
}
