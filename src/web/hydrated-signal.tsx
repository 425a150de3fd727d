import { useEffect, useLayoutEffect } from 'react';

/** Set on `<html>` once the browser has hydrated the document; never in the server's HTML. */
export const HYDRATED_ATTRIBUTE = 'data-hydrated';

let firstRenderCommitted = false;

/**
 * True while the browser renders the page for the first time, over the server's HTML; false on the
 * server and in every render after the first one is committed. The first render's layout effects
 * run before any render they cause, and this component's run last, so a component mounted by any
 * later render (a client-side navigation, a panel opened on click) reads false.
 */
export function isHydrating(): boolean {
  return typeof document !== 'undefined' && !firstRenderCommitted;
}

/**
 * Says that the browser has hydrated the page (ADR 0047): until then clicks reach
 * plain HTML, and the page's own timers (the variant test's cookie polling, the session's renewal)
 * have not started. Hydration starts once the route modules have loaded and the router has decoded
 * the server's data, so the modules' being loaded says nothing about it; browser tests wait for
 * this attribute instead (tests/e2e/support/fixtures.ts).
 *
 * Rendered last in the root layout: effects of a render run children first and siblings in order
 * in React, so this one runs after every effect of the page's first render. It renders nothing and
 * sets the attribute from an effect, so the server's HTML and the hydrated tree stay the same.
 */
export function HydratedSignal(): null {
  useLayoutEffect(() => {
    firstRenderCommitted = true;
  }, []);
  useEffect(() => {
    document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, '');
  }, []);
  return null;
}
