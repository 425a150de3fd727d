import { ORIGINAL_BUCKET } from '../../../domain/variant-buckets';

/** Document 1 sections 4 and 9: wait for the visitor cookie every 300 ms, at most 10 times. */
export const COOKIE_POLL_MS = 300;
export const COOKIE_POLL_TRIES = 10;

export type VariantErrorReason = 'cookie-timeout' | 'header-mismatch' | 'request-failed';

export interface VariantCache {
  /** The visitor the cached buckets belong to (xvu). */
  visitor: string | null;
  /** Bucket per test id (currentTests). */
  tests: Record<string, string>;
}

export interface VariantAnswer {
  ok: boolean;
  bucket: string | null;
  /** The x-vu response header. */
  visitorHeader: string | null;
}

export interface VariantClientDeps {
  readCookie(): string | null;
  readCache(): VariantCache;
  writeCache(cache: VariantCache): void;
  request(testId: string): Promise<VariantAnswer>;
  logError(testId: string, reason: VariantErrorReason): void;
  wait(ms: number): Promise<void>;
}

/**
 * The visitor's bucket in a test. A cached bucket wins (unless it belongs to another visitor);
 * otherwise the visitor cookie is awaited, the server asked, and its answer kept only when the x-vu
 * header names this very visitor. Every failure falls back to 'original' and is logged, so the
 * page always renders one of its designs.
 */
export async function resolveVariantBucket(testId: string, deps: VariantClientDeps): Promise<string> {
  const cache = deps.readCache();
  const cached = cache.tests[testId];
  const cookieNow = deps.readCookie();
  if (cached && (cookieNow === null || cache.visitor === cookieNow)) return cached;

  let cookie = cookieNow;
  for (let tries = 1; cookie === null; tries += 1) {
    if (tries >= COOKIE_POLL_TRIES) {
      deps.logError(testId, 'cookie-timeout');
      return ORIGINAL_BUCKET;
    }
    await deps.wait(COOKIE_POLL_MS);
    cookie = deps.readCookie();
  }

  let answer: VariantAnswer;
  try {
    answer = await deps.request(testId);
  } catch {
    answer = { ok: false, bucket: null, visitorHeader: null };
  }
  if (!answer.ok || !answer.bucket) {
    deps.logError(testId, 'request-failed');
    return ORIGINAL_BUCKET;
  }
  if (answer.visitorHeader !== cookie) {
    deps.logError(testId, 'header-mismatch');
    return ORIGINAL_BUCKET;
  }
  // Buckets of a previous visitor id are dropped rather than mixed with this one's.
  const tests = cache.visitor === cookie ? cache.tests : {};
  deps.writeCache({ visitor: cookie, tests: { ...tests, [testId]: answer.bucket } });
  return answer.bucket;
}
