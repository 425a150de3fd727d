import { startTransition } from 'react';
import { hydrateRoot, type ErrorInfo } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';

/**
 * React hydrates the server's document (ADR 0047). When the server's HTML and the browser's first
 * render disagree (a hydration mismatch) or a render throws and React recovers, React by default
 * only reports it to `window.onerror`; it is written to the console as an error too, which the
 * browser suite fails on for every page kind (tests/e2e/support/fixtures.ts).
 */
function reportRecoverableError(error: unknown, info: ErrorInfo): void {
  console.error('React recovered from an error while rendering this page:', error, info.componentStack ?? '');
}

startTransition(() => {
  hydrateRoot(document, <HydratedRouter />, { onRecoverableError: reportRecoverableError });
});
