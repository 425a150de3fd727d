/** Document 1 section 9: the back-to-top control scrolls smoothly over 600 ms. */
export const BACK_TO_TOP_SCROLL_MS = 600;

const easeInOutCubic = (t: number) => (t < 0.5 ? 4 * t * t * t : 1 - (-2 * t + 2) ** 3 / 2);

/**
 * Scrolls the window to the top over a fixed duration (the page's CSS smooth scrolling has no
 * duration of its own) and calls `done` at the top. With reduced motion asked for, it jumps.
 */
export function scrollToTop(done: () => void, durationMs = BACK_TO_TOP_SCROLL_MS): void {
  const start = window.scrollY;
  const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  if (reduced || start <= 0) {
    window.scrollTo({ top: 0, behavior: 'instant' });
    done();
    return;
  }
  const began = performance.now();
  const step = (now: number) => {
    const progress = Math.min(1, (now - began) / durationMs);
    // 'instant' per frame: the html element's scroll-behavior: smooth would otherwise animate every step again.
    window.scrollTo({ top: Math.round(start * (1 - easeInOutCubic(progress))), behavior: 'instant' });
    if (progress < 1) requestAnimationFrame(step);
    else done();
  };
  requestAnimationFrame(step);
}
