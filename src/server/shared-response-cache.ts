import type { ApiRawResponse } from '../contracts/api-client';

/** Bounds on what the pages' API reader keeps (ADR 0001): it is a render shortcut, not a second data store. */
const MAX_ENTRIES = 2_000;
const MAX_SECONDS = 30;

const MAX_AGE = /(?:^|,)\s*max-age=(\d+)/i;

/**
 * Headers an answer may vary on and still be kept here: its encoding, and `Origin`, which the
 * pages' in-process reads never send (every read asks for, and is given, the no-Origin variant).
 * An answer that varies on anything else (the caller's `Authorization` or `Cookie`) is not kept.
 */
const KEEPABLE_VARY = new Set(['accept-encoding', 'origin']);

/**
 * Seconds a shared cache may keep an answer, by the same rules as a CDN: a `public` answer with a
 * `max-age`, that sets no cookie and varies on nothing the pages' reads could differ in. 0 for anything else.
 */
export function sharedLifetimeSeconds(status: number, headers: Record<string, string | string[] | number | undefined>): number {
  if (status !== 200 && status !== 204) return 0;
  if (headers['set-cookie'] !== undefined) return 0;
  const vary = String(headers.vary ?? '')
    .toLowerCase()
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name !== '' && !KEEPABLE_VARY.has(name));
  if (vary.length > 0) return 0;
  const cacheControl = String(headers['cache-control'] ?? '');
  if (!/(?:^|,)\s*public\s*(?:,|$)/i.test(cacheControl) || /no-store|no-cache|private/i.test(cacheControl)) return 0;
  return Number(MAX_AGE.exec(cacheControl)?.[1] ?? 0);
}

/**
 * The API answers that every visitor shares, kept by path for the pages' in-process reads: the
 * navigation, settings and catalogue reads a page makes are answered without running the call again.
 * Oldest entries are dropped first past the bound.
 */
export function createSharedResponseCache(now: () => number = Date.now) {
  const entries = new Map<string, { expires: number; response: ApiRawResponse }>();
  return {
    get(path: string): ApiRawResponse | undefined {
      const hit = entries.get(path);
      if (hit === undefined) return undefined;
      if (hit.expires > now()) return hit.response;
      entries.delete(path);
      return undefined;
    },
    put(path: string, response: ApiRawResponse, seconds: number): void {
      if (seconds <= 0) return;
      entries.delete(path);
      while (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value!);
      // Parsed once here, not by every page that reads it (JSON.parse of these answers was 2 % of a
      // loaded server's time); frozen, because every render shares the one copy.
      const kept = { ...response, parsed: parsedBody(response.text) };
      entries.set(path, { expires: now() + Math.min(seconds, MAX_SECONDS) * 1000, response: kept });
    },
  };
}
export type SharedResponseCache = ReturnType<typeof createSharedResponseCache>;

function parsedBody(text: string): unknown {
  if (text === '') return null;
  try {
    return deepFreeze(JSON.parse(text) as unknown);
  } catch {
    return undefined;
  }
}

function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}
