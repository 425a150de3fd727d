import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COOKIE_POLL_MS, resolveVariantBucket, type VariantAnswer, type VariantCache, type VariantClientDeps } from './resolve-bucket';

function harness(options: { cookie?: string | null; cache?: VariantCache; answer?: VariantAnswer | Error } = {}) {
  let cookie = options.cookie ?? null;
  let cache: VariantCache = options.cache ?? { visitor: null, tests: {} };
  const errors: string[] = [];
  const request = vi.fn(async (): Promise<VariantAnswer> => {
    if (options.answer instanceof Error) throw options.answer;
    return options.answer ?? { ok: true, bucket: 'variant', visitorHeader: cookie };
  });
  const deps: VariantClientDeps = {
    readCookie: () => cookie,
    readCache: () => cache,
    writeCache: (next) => {
      cache = next;
    },
    request,
    logError: (testId, reason) => errors.push(`${testId}:${reason}`),
    wait: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  };
  return {
    deps,
    request,
    errors,
    setCookie: (value: string) => {
      cookie = value;
    },
    cache: () => cache,
  };
}

describe('variant test client', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('uses a cached bucket without asking', async () => {
    const h = harness({ cookie: 'v1', cache: { visitor: 'v1', tests: { hero: 'compact' } } });
    await expect(resolveVariantBucket('hero', h.deps)).resolves.toBe('compact');
    expect(h.request).not.toHaveBeenCalled();
  });

  it('uses a cached bucket while the cookie has not appeared yet', async () => {
    const h = harness({ cookie: null, cache: { visitor: 'v1', tests: { hero: 'compact' } } });
    await expect(resolveVariantBucket('hero', h.deps)).resolves.toBe('compact');
  });

  it('asks again when the cache belongs to another visitor, and drops the old buckets', async () => {
    const h = harness({ cookie: 'v2', cache: { visitor: 'v1', tests: { hero: 'compact', other: 'variant' } } });
    await expect(resolveVariantBucket('hero', h.deps)).resolves.toBe('variant');
    expect(h.cache()).toEqual({ visitor: 'v2', tests: { hero: 'variant' } });
  });

  it('asks at once when the cookie exists and caches the answer', async () => {
    const h = harness({ cookie: 'v1', cache: { visitor: 'v1', tests: { other: 'original' } } });
    await expect(resolveVariantBucket('hero', h.deps)).resolves.toBe('variant');
    expect(h.request).toHaveBeenCalledWith('hero');
    expect(h.cache()).toEqual({ visitor: 'v1', tests: { other: 'original', hero: 'variant' } });
    expect(h.errors).toEqual([]);
  });

  it('polls for the cookie every 300 ms and asks once it appears', async () => {
    const h = harness();
    const result = resolveVariantBucket('hero', h.deps);
    await vi.advanceTimersByTimeAsync(COOKIE_POLL_MS * 3);
    expect(h.request).not.toHaveBeenCalled();
    h.setCookie('v9');
    await vi.advanceTimersByTimeAsync(COOKIE_POLL_MS);
    await expect(result).resolves.toBe('variant');
    expect(h.request).toHaveBeenCalledOnce();
  });

  it('gives up after 10 tries: original, and a Variant Test Error', async () => {
    const h = harness();
    let settled: string | undefined;
    void resolveVariantBucket('hero', h.deps).then((bucket) => (settled = bucket));
    // Ten reads of the cookie: one at once, nine more 300 ms apart.
    await vi.advanceTimersByTimeAsync(COOKIE_POLL_MS * 9 - 1);
    expect(settled).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toBe('original');
    expect(h.errors).toEqual(['hero:cookie-timeout']);
    expect(h.request).not.toHaveBeenCalled();
  });

  it('falls back to original when x-vu does not match the cookie, without caching', async () => {
    const h = harness({ cookie: 'v1', answer: { ok: true, bucket: 'variant', visitorHeader: 'someone-else' } });
    await expect(resolveVariantBucket('hero', h.deps)).resolves.toBe('original');
    expect(h.errors).toEqual(['hero:header-mismatch']);
    expect(h.cache().tests).toEqual({});
  });

  it('falls back to original when the call fails or throws', async () => {
    const failed = harness({ cookie: 'v1', answer: { ok: false, bucket: null, visitorHeader: null } });
    await expect(resolveVariantBucket('hero', failed.deps)).resolves.toBe('original');
    expect(failed.errors).toEqual(['hero:request-failed']);
    const thrown = harness({ cookie: 'v1', answer: new Error('offline') });
    await expect(resolveVariantBucket('hero', thrown.deps)).resolves.toBe('original');
    expect(thrown.errors).toEqual(['hero:request-failed']);
  });
});
