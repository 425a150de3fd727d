/**
 * The browser side of variant tests (document 1 sections 4 and 7): the wau cookie, the
 * currentTests and xvu storage keys, the POST /api/varianttest call and the error event, wired
 * to the resolution rule in resolve-bucket.ts. Loaded on use by `useVariant`.
 */
import { VARIANT_VISITOR_HEADER } from '../../../domain/variant-buckets';
import { apiFetch } from '../../client/browser-api';
import { localStore } from '../../client/timed-local-storage';
import { ensureVisitorCookie } from '../../client/visitor-cookie';
import { trackEvent } from '../analytics/track-event';
import { resolveVariantBucket, type VariantCache, type VariantClientDeps } from './resolve-bucket';

/** Browser storage keys of document 1 section 7. */
const TESTS_KEY = 'currentTests';
const VISITOR_KEY = 'xvu';

function readCache(): VariantCache {
  try {
    const tests: unknown = JSON.parse(localStore.getItem(TESTS_KEY) ?? '{}');
    return { visitor: localStore.getItem(VISITOR_KEY), tests: tests && typeof tests === 'object' ? (tests as Record<string, string>) : {} };
  } catch {
    return { visitor: null, tests: {} };
  }
}

const browserDeps: VariantClientDeps = {
  // The page makes the visitor cookie when it has none, as before any API call; the client waits
  // for one only where the browser refuses it (cookies blocked, an HttpOnly wau the page cannot see).
  readCookie: () => ensureVisitorCookie(),
  readCache,
  writeCache(cache) {
    localStore.setItem(TESTS_KEY, JSON.stringify(cache.tests));
    if (cache.visitor) localStore.setItem(VISITOR_KEY, cache.visitor);
  },
  // apiFetch rather than browserApi: the answer's x-vu header is part of the contract.
  async request(testId) {
    const response = await apiFetch('/api/varianttest', {
      method: 'POST',
      headers: { accept: 'application/json', 'content-type': 'application/json' },
      body: JSON.stringify(testId),
    });
    const body = (await response.json().catch(() => null)) as { bucket?: unknown } | null;
    return {
      ok: response.ok,
      bucket: typeof body?.bucket === 'string' ? body.bucket : null,
      visitorHeader: response.headers.get(VARIANT_VISITOR_HEADER),
    };
  },
  logError(testId, reason) {
    trackEvent({ name: 'Variant Test Error', category: 'Variant Test', action: reason, label: testId, data: { testId } });
  },
  wait: (ms) => new Promise((resolve) => window.setTimeout(resolve, ms)),
};

/** One resolution per test and page life, shared by every component that asks. */
const pending = new Map<string, Promise<string>>();

export function variantBucket(testId: string): Promise<string> {
  let promise = pending.get(testId);
  if (!promise) {
    promise = resolveVariantBucket(testId, browserDeps);
    pending.set(testId, promise);
  }
  return promise;
}
