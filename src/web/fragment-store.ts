/**
 * Where a server keeps rendered fragments (server-fragments.ts, ADR 0041). Plain data, no React:
 * the server creates one per storefront and hands it to every render in the load context.
 */

/** Kept fragments of one server, the least recently used dropped first past the size bound. */
export interface FragmentStore {
  get(key: string): string | undefined;
  set(key: string, html: string): void;
  /** A prefix for `useId` that no other fragment of this server has, so kept ids never collide. */
  nextIdPrefix(): string;
  readonly size: number;
}

/** Enough for every tile of a large catalogue's busiest pages: a tile's two fragments are about 1 kB each with their keys. */
const DEFAULT_MAX_CHARS = 16 * 1024 * 1024;

export function createFragmentStore(maxChars = DEFAULT_MAX_CHARS): FragmentStore {
  const entries = new Map<string, string>();
  let chars = 0;
  let sequence = 0;
  return {
    get(key) {
      const html = entries.get(key);
      if (html === undefined) return undefined;
      // Touched entries move to the end, so the first one is the least recently used.
      entries.delete(key);
      entries.set(key, html);
      return html;
    },
    set(key, html) {
      const size = key.length + html.length;
      if (entries.has(key) || size > maxChars) return;
      while (chars + size > maxChars) {
        const [oldest, oldHtml] = entries.entries().next().value!;
        entries.delete(oldest);
        chars -= oldest.length + oldHtml.length;
      }
      entries.set(key, html);
      chars += size;
    },
    nextIdPrefix: () => `k${(sequence++).toString(36)}-`,
    get size() {
      return entries.size;
    },
  };
}
