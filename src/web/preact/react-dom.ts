/**
 * What the browser build gets for `react-dom` (ADR 0038): Preact's compat layer for what the
 * storefront and React Router use, plus React DOM's resource hints. The server has already
 * written every resource the hints name into the page, so in the browser they have nothing to do.
 */
import { createPortal, flushSync, unstable_batchedUpdates } from 'preact/compat';

export { createPortal, flushSync, unstable_batchedUpdates };

export function preinit(): void {}
export function preload(): void {}
export function preconnect(): void {}
export function prefetchDNS(): void {}

export default { createPortal, flushSync, unstable_batchedUpdates, preinit, preload, preconnect, prefetchDNS };
