/**
 * A way for widgets outside the listing (the landing banner's refine button) to ask for the refine
 * section: below the md breakpoint the listing opens its mobile refine panel, otherwise it scrolls
 * to the sidebar. A DOM event keeps the two apart: no shared state, nothing when no listing is shown.
 */
export const REFINE_REQUEST_EVENT = 'storefront:refine-request';
export const REFINE_PANEL_QUERY = '(max-width: 767px)';

/** Asks the listing on the page for the refine section; false when no listing answered. */
export function requestRefine(): boolean {
  const event = new Event(REFINE_REQUEST_EVENT, { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
}

/** For the listing: calls `handle` with 'panel' (mobile) or 'scroll' (wider) on each request; returns the unsubscribe. */
export function onRefineRequest(handle: (how: 'panel' | 'scroll') => void): () => void {
  const listener = (event: Event) => {
    event.preventDefault();
    handle(window.matchMedia(REFINE_PANEL_QUERY).matches ? 'panel' : 'scroll');
  };
  window.addEventListener(REFINE_REQUEST_EVENT, listener);
  return () => window.removeEventListener(REFINE_REQUEST_EVENT, listener);
}
