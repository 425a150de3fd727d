import { createContext, type ReactNode } from 'react';
import type { FragmentStore } from './fragment-store';

/**
 * Server-rendered fragments kept between renders (ADR 0041). A `ServerMarkup` with a fragment
 * name is markup drawn from its `drawnFrom` alone, with nothing to hydrate: the server renders it
 * once per name and `drawnFrom`, keeps the HTML, and writes the kept HTML into later pages instead
 * of rendering the same elements again. A category page's tiles are most of its elements.
 */

/** Renders a fragment on its own, outside any page's render, with `useId`'s ids under the prefix. */
export type FragmentRenderer = (node: ReactNode, idPrefix: string) => string;

/** One page render's view of the store: what it may write as kept HTML, and what it asks to be kept. */
export interface PageFragments {
  /** The kept HTML for this key, unless this page already wrote it (a second copy would repeat its ids). */
  markup(key: string): string | undefined;
  /** Renders the fragment on its own once this render's work is done, and keeps it for later pages. */
  keep(key: string, node: ReactNode): void;
}

/**
 * Whether HTML rendered on its own is what the page would have written in place. Two things a
 * render on its own writes differently: a Suspense boundary it could not finish (`<!--$!`, left to
 * the browser), and resources React hoists to the document's head (a preloaded image's `<link>`),
 * which a render on its own writes inline.
 */
export function keepable(html: string): boolean {
  return !html.includes('<!--$!') && !html.startsWith('<link');
}

export function pageFragments(store: FragmentStore, render: FragmentRenderer): PageFragments {
  const written = new Set<string>();
  return {
    markup(key) {
      if (written.has(key)) return undefined;
      written.add(key);
      return store.get(key);
    },
    keep(key, node) {
      // After the page's synchronous render, never inside it: a render within a render would share
      // React's per-render state. The page's own copy is rendered in place meanwhile.
      queueMicrotask(() => {
        if (store.get(key) !== undefined) return;
        try {
          const html = render(node, store.nextIdPrefix());
          if (keepable(html)) store.set(key, html);
        } catch {
          // Not kept: the page renders it in place, as it did this time.
        }
      });
    },
  };
}

/** The page's fragments, provided by the server's entry; null in the browser and wherever nothing is kept. */
export const ServerFragmentsContext = createContext<PageFragments | null>(null);
