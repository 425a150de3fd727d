import { useEffect } from 'react';

/** Set on `<html>` once the browser has hydrated the document; never in the server's HTML. */
export const HYDRATED_ATTRIBUTE = 'data-hydrated';

/**
 * Says that the browser has hydrated the page (with Preact, ADR 0038): until then clicks reach
 * plain HTML, and the page's own timers (the variant test's cookie polling, the session's renewal)
 * have not started. Hydration starts once the route modules have loaded and the router has decoded
 * the server's data, so the modules' being loaded says nothing about it; browser tests wait for
 * this attribute instead (tests/e2e/support/fixtures.ts).
 *
 * Rendered last in the root layout: effects of a render run children first and siblings in order
 * (in React and in Preact), so this one runs after every effect of the page's first render. It renders nothing and
 * sets the attribute from an effect, so the server's HTML and the hydrated tree stay the same.
 */
export function HydratedSignal(): null {
  useEffect(() => {
    document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, '');
  }, []);
  return null;
}
