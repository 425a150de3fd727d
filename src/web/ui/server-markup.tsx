import { use, useCallback, useLayoutEffect, useReducer, useRef, type HTMLAttributes, type ReactNode } from 'react';
import { isHydrating } from '../hydrated-signal';
import { ServerFragmentsContext } from '../server-fragments';
import { inPageContexts, pageContexts } from './context-bridge';
import { followServerWrittenLink, useSiteNavigate } from './link';

interface ServerMarkupProps extends Omit<HTMLAttributes<HTMLElement>, 'children' | 'dangerouslySetInnerHTML'> {
  as?: 'div' | 'section' | 'nav' | 'ul' | 'article';
  /**
   * Everything the children are drawn from. The browser keeps the server's markup while this stays
   * equal (as JSON) to what it was when the page hydrated, and draws the children once it differs.
   */
  drawnFrom: unknown;
  /**
   * Names this markup where the server keeps it (server-fragments.ts, ADR 0041): the server renders
   * it once per name and `drawnFrom` and writes the kept HTML into later pages. Only for markup that
   * `drawnFrom` draws entirely (the page's flavour aside), and none that the page must see rendered
   * (an image React preloads in the head, for one).
   */
  fragment?: string;
  /** Markup with nothing to hydrate: no state, no handlers but in-app links, nothing that changes in the browser on its own. */
  children: ReactNode;
}

/** The same drawing: the same values in the same places (a re-render with the page's data unchanged), or equal as JSON (new data, same content). */
function sameDrawing(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((value, index) => value === b[index])) return true;
  return JSON.stringify(a) === JSON.stringify(b);
}

/** Inner HTML the browser never sets while the markup is kept: the server's children stay. */
const SERVER_CHILDREN_KEPT = { __html: '' };

/**
 * In the browser: markup kept as the server wrote it instead of hydrating it (ADR 0040). Hydration
 * walks every element of the page, and a category page's 24 tiles are most of its 950: React
 * hydrates an element whose props give `dangerouslySetInnerHTML` as a leaf, leaving the server's
 * children untouched, and sets its inner HTML again only when `__html` changes; so the tile's image,
 * brand, title and price cost one element instead of twenty. (React only compares the inner HTML
 * with the server's in its development build, hence `suppressHydrationWarning`.)
 *
 * - In any render after the page's first (a client-side navigation), it is a plain element around
 *   its children.
 * - While the page hydrates it is the same element with the server's children left in place, and
 *   one click handler that follows in-app links the way their own `Link` handlers would have.
 * - When `drawnFrom` changes (new data for the same place on the page), or if the server wrote no
 *   children here (a page that rendered differently on the server), it draws its children after all.
 */
function ServerMarkupInBrowser({ as: Element = 'div', drawnFrom, fragment: _fragment, children, ...attributes }: ServerMarkupProps) {
  const navigate = useSiteNavigate();
  // Decided at the first render (undefined until then): kept, with what it was drawn from, or drawn (null) for good.
  const kept = useRef<{ drawnFrom: unknown } | null | undefined>(undefined);
  // Any of the elements `as` names: the effect reads only its children, so one callback ref serves them all.
  const element = useRef<Element | null>(null);
  const setElement = useCallback((node: Element | null) => {
    element.current = node;
  }, []);
  const [, redraw] = useReducer((count: number) => count + 1, 0);
  if (kept.current === undefined) kept.current = isHydrating() ? { drawnFrom } : null;
  else if (kept.current !== null && !sameDrawing(kept.current.drawnFrom, drawnFrom)) kept.current = null;

  useLayoutEffect(() => {
    if (kept.current && element.current?.firstChild === null) {
      kept.current = null;
      redraw();
    }
  }, []);

  if (!kept.current) {
    return (
      <Element ref={setElement} {...attributes}>
        {children}
      </Element>
    );
  }
  return (
    <Element
      ref={setElement}
      {...attributes}
      onClick={(event) => followServerWrittenLink(event, navigate)}
      dangerouslySetInnerHTML={SERVER_CHILDREN_KEPT}
      suppressHydrationWarning
    />
  );
}

/** On the server: the kept HTML where there is one, else the children, kept for the next page when named. */
function ServerMarkupOnServer({ as: Element = 'div', drawnFrom, fragment, children, ...attributes }: ServerMarkupProps) {
  const fragments = use(ServerFragmentsContext);
  if (fragments === null || fragment === undefined) return <Element {...attributes}>{children}</Element>;
  const key = `${fragment}\n${JSON.stringify(drawnFrom)}`;
  const html = fragments.markup(key);
  if (html !== undefined) return <Element {...attributes} dangerouslySetInnerHTML={{ __html: html }} />;
  // Only a fragment not kept yet reads the page's contexts, to render on its own with them.
  const values = pageContexts().map((context) => use(context));
  fragments.keep(key, inPageContexts(values, children));
  return <Element {...attributes}>{children}</Element>;
}

/** In the browser: a plain element around children that hydrate as usual. */
function PlainElement({ as: Element = 'div', drawnFrom: _drawnFrom, fragment: _fragment, children, ...attributes }: ServerMarkupProps) {
  return <Element {...attributes}>{children}</Element>;
}

/**
 * An element whose children the browser hydrates as usual, and that the server keeps between
 * renders as it keeps a named `ServerMarkup` (ADR 0041). For children whose server HTML is drawn
 * from `drawnFrom` alone (on the server their state is always the first one) and that call no
 * `useId` (a kept id would not be the one the browser's render gives).
 */
export const KeptOnServer = import.meta.env.SSR ? ServerMarkupOnServer : PlainElement;

/**
 * Markup the browser keeps as the server wrote it instead of hydrating it (ADR 0040), and that the
 * server keeps between pages where it is named (ADR 0041). Which of the two runs is settled when
 * the code is built, so the browser's bundle carries none of the server's part.
 */
export const ServerMarkup = import.meta.env.SSR ? ServerMarkupOnServer : ServerMarkupInBrowser;
