import { createContext, useContext, type AnchorHTMLAttributes, type MouseEvent, type ReactNode, type Ref } from 'react';
import { Link as RouterLink, useNavigate, type LinkProps as RouterLinkProps } from 'react-router';

/**
 * The storefront's in-app link. Most links are a plain site path ("/c/kitchen", "/p/…?colour=2"):
 * for those it renders the anchor React Router's `Link` would, with no router hooks per link, and
 * navigates through the one navigate function the root provides. React Router's `Link` resolves
 * the path, reads the location and sets up prefetch handlers in every render of every link; with
 * 60 to 130 links a page that was 8 % of the server's render time (bench/README.md, "Whole
 * documents and plain links"). Anything else (a relative or external address, a location object,
 * router state, replace, reloadDocument, prefetch) is React Router's own `Link`.
 */
export type LinkProps = RouterLinkProps & { ref?: Ref<HTMLAnchorElement> };

type Navigate = ReturnType<typeof useNavigate>;
/** Exported for the server's kept fragments, which render links on their own (context-bridge.tsx). */
export const NavigateContext = createContext<Navigate | null>(null);

/** Provides the one navigate function plain links use; rendered once, inside the router. */
export function LinkNavigation({ children }: { children: ReactNode }) {
  return <NavigateContext value={useNavigate()}>{children}</NavigateContext>;
}

/** Props that ask for more than "go to this site path": those links are React Router's. */
const ROUTER_ONLY_PROPS = new Set([
  'replace',
  'state',
  'reloadDocument',
  'relative',
  'preventScrollReset',
  'viewTransition',
  'prefetch',
  'discover',
  'mask',
  'defaultShouldRevalidate',
]);

/** Walks the link's few props once (reading ten names off props of many shapes was slower than the render). */
function asksForRouter(props: LinkProps): boolean {
  for (const name in props) if (ROUTER_ONLY_PROPS.has(name)) return true;
  return false;
}

/** "/path", "/path?query" or "/path#hash" on this site (not "//host/…", which is another site). */
function isSitePath(to: unknown): to is string {
  return typeof to === 'string' && to.startsWith('/') && !to.startsWith('//') && !to.startsWith('/\\');
}

/** The navigate function plain links use; null outside the router (a unit render, the error page's own document). */
export function useSiteNavigate(): Navigate | null {
  return useContext(NavigateContext);
}

/** A click the browser should handle itself: another button, a modifier key (new tab or window), another target. */
function leftToBrowser(event: MouseEvent<HTMLElement>, target: string | undefined): boolean {
  return (
    event.defaultPrevented ||
    event.button !== 0 ||
    event.metaKey ||
    event.altKey ||
    event.ctrlKey ||
    event.shiftKey ||
    (target !== undefined && target !== '_self')
  );
}

/** Goes to a site path in the app; following a link to the page already shown replaces its history entry, as React Router's Link does. */
function goTo(navigate: Navigate, to: string): void {
  const here = window.location.pathname + window.location.search + window.location.hash;
  void navigate(to, { replace: here === to });
}

/**
 * One click handler for the links of markup the browser did not hydrate (`ServerMarkup`): a click
 * on a link the server wrote as an in-app `Link` (it carries `data-discover`) goes where that
 * link's own handler would have gone; anything else is left to the browser.
 */
export function followServerWrittenLink(event: MouseEvent<HTMLElement>, navigate: Navigate | null): void {
  const target = event.target;
  const anchor = target instanceof Element ? target.closest('a[href][data-discover]') : null;
  if (navigate === null || anchor === null || !event.currentTarget.contains(anchor)) return;
  const to = anchor.getAttribute('href');
  if (!isSitePath(to) || leftToBrowser(event, anchor.getAttribute('target') ?? undefined)) return;
  event.preventDefault();
  goTo(navigate, to);
}

export function Link(props: LinkProps) {
  const navigate = useContext(NavigateContext);
  if (navigate === null || !isSitePath(props.to) || asksForRouter(props)) {
    return <RouterLink {...props} />;
  }
  const { to, onClick, target } = props as LinkProps & { to: string };
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (leftToBrowser(event, target)) return;
    event.preventDefault();
    goTo(navigate, to);
  };
  // One copy of the props with `to` cleared (React writes no attribute for undefined): an object
  // rest that leaves `to` out was a slow path of its own, once per link per render.
  const anchor: AnchorHTMLAttributes<HTMLAnchorElement> & { to?: undefined; 'data-discover': 'true' } = {
    ...(props as AnchorHTMLAttributes<HTMLAnchorElement>),
    to: undefined,
    href: to,
    onClick: follow,
    'data-discover': 'true',
  };
  return <a {...anchor} />;
}
