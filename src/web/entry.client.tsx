import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';

/** React Router's own entry (`npx react-router reveal`), started after the first paint. */
function hydrate() {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
}

/** A visible page whose first paint is never reported still hydrates after this long. */
const PAINT_WAIT_LIMIT_MS = 1000;

/**
 * The server's HTML is the first paint. When the scripts arrive before the browser has painted
 * (they are often cached, and always are on a fast connection), hydrating at once makes a phone
 * run all of React's work before it shows anything, which is what Lighthouse measured as first
 * paint. So hydration waits for the browser's first contentful paint.
 *
 * The signal is the paint timing entry, not requestAnimationFrame or a timer: a paused test clock
 * (Playwright's `page.clock`) holds those back, and a paint entry arrives under it too. A tab that
 * is hidden paints nothing, so it hydrates at once, or as soon as it is hidden before its paint.
 * Browser tests wait for React's hydration itself (`data-hydrated`, see hydrated-signal.tsx).
 */
function afterFirstPaint(start: () => void) {
  const reportsPaint = typeof PerformanceObserver !== 'undefined' && PerformanceObserver.supportedEntryTypes?.includes('paint');
  if (!reportsPaint || document.visibilityState !== 'visible') {
    start();
    return;
  }
  let started = false;
  const observer = new PerformanceObserver((list) => {
    if (list.getEntriesByName('first-contentful-paint').length > 0) startOnce();
  });
  const limit = setTimeout(startOnce, PAINT_WAIT_LIMIT_MS);
  function startOnce() {
    if (started) return;
    started = true;
    observer.disconnect();
    clearTimeout(limit);
    document.removeEventListener('visibilitychange', startOnce);
    start();
  }
  // Buffered: the paint may have happened before this module ran.
  observer.observe({ type: 'paint', buffered: true });
  document.addEventListener('visibilitychange', startOnce);
}

afterFirstPaint(hydrate);
