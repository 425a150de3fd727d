import { wholeDocumentResponse } from '../web/whole-document';
import { isSharedPageRequest } from './page-cache-policy';

/**
 * The whole-page cache (ADR 0037): rendered documents that every anonymous visitor shares, kept
 * in this process for a few seconds, so a burst of first visits or a crawler costs one render per
 * page instead of one per request. It keeps exactly what ADR 0022 lets a CDN keep, and is off
 * unless PAGE_CACHE_SECONDS says otherwise.
 */

/** What a page request must look like to be answered from the cache: the facts the key is made of. */
export interface PageRequestShape {
  method: string;
  /** The canonical request target (path and query). */
  target: string;
  origin: string;
  cookieHeader: string | undefined;
  authorization: string | undefined;
  /** The edge's country header: `/api/geo` reports it, so the page's hydration data carries it. */
  country: string | undefined;
}

/** A rendered page as kept: its HTML with the nonce it was rendered with, to be replaced per answer. */
export interface CachedPage {
  status: number;
  headers: [string, string][];
  html: string;
  nonce: string;
}

/** Enough pages for every category and brand page of a flavour and its busiest products. */
const MAX_BYTES = 64 * 1024 * 1024;

/**
 * The cache key of a request every anonymous visitor would be given the same page for, or null:
 * only a GET without credentials that ADR 0022's rule lets a shared cache answer
 * (`isSharedPageRequest`).
 */
export function sharedPageKey(request: PageRequestShape): string | null {
  if (request.method !== 'GET' || request.authorization !== undefined) return null;
  if (!isSharedPageRequest(request.target.split('?', 1)[0]!, request.cookieHeader)) return null;
  return `${request.origin}${request.target}\n${request.country ?? ''}`;
}

/** Pages kept by key for `seconds`, the least recently used dropped first past the byte bound. */
export function createPageCache(seconds: number, now: () => number = Date.now, maxBytes = MAX_BYTES) {
  const entries = new Map<string, { page: CachedPage; expires: number; bytes: number }>();
  let bytes = 0;
  const drop = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    bytes -= entry.bytes;
    entries.delete(key);
  };
  return {
    get(key: string): CachedPage | undefined {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.expires <= now()) {
        drop(key);
        return undefined;
      }
      // Touched pages move to the end, so the oldest insertion is the least recently used.
      entries.delete(key);
      entries.set(key, entry);
      return entry.page;
    },
    put(key: string, page: CachedPage): void {
      drop(key);
      // Strings are UTF-16 in memory: two bytes a character is the honest bound.
      const size = page.html.length * 2;
      if (size > maxBytes) return;
      while (bytes + size > maxBytes) drop(entries.keys().next().value!);
      entries.set(key, { page, expires: now() + seconds * 1000, bytes: size });
      bytes += size;
    },
    /** Pages held now (for tests and the benchmark's check). */
    get size(): number {
      return entries.size;
    },
  };
}
export type PageCache = ReturnType<typeof createPageCache>;

/** The kept page as a fresh answer with this request's nonce in place of the one it was rendered with. */
export function cachedPageResponse(page: CachedPage, nonce: string): Response {
  return wholeDocumentResponse(Buffer.from(page.html.split(page.nonce).join(nonce)), { status: page.status, headers: page.headers });
}
