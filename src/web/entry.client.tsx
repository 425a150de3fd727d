import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';

let hydrating = false;

function hydrate() {
  if (hydrating) return;
  hydrating = true;
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
}

/**
 * The server's HTML is the first paint. When the scripts arrive before the browser has painted
 * (they are often cached, and always are on a fast connection), hydrating at once makes a phone
 * run all of React's work before it shows anything, which is what Lighthouse measured as first
 * paint. So hydration waits for the browser's first contentful paint.
 *
 * The signal is the paint timing entry, not requestAnimationFrame or a timer: a test clock (and
 * any page that pauses timers) stops those, and the variant test's cookie polling must start on
 * the schedule the page gives it. A tab that is hidden paints nothing, so it hydrates at once; the
 * timer is only a safety net for a visible page whose paint is never reported.
 */
function afterFirstPaint(start: () => void) {
  const reportsPaint = typeof PerformanceObserver !== 'undefined' && PerformanceObserver.supportedEntryTypes?.includes('paint');
  if (!reportsPaint || document.visibilityState !== 'visible') {
    start();
    return;
  }
  const observer = new PerformanceObserver((list) => {
    if (list.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    start();
  });
  observer.observe({ type: 'paint', buffered: true });
  document.addEventListener('visibilitychange', start, { once: true });
  setTimeout(start, 1000);
}

afterFirstPaint(hydrate);
