import { useEffect, useReducer, useRef, type RefObject } from 'react';
import { initialStickyState, nextStickyState, type StickyPhase } from '../../../domain/sticky-navigation';

/** The header's height in its place, for the spacer that keeps the page still while it floats. */
const HEIGHT_PROPERTY = '--site-header-height';
/** No scroll event for this long counts as the scrolling having stopped. */
const SETTLE_MS = 150;

/**
 * Feeds scroll positions into the sticky-navigation rule on small devices. The header's natural
 * bottom is measured while it is in its place, since a pinned header moves.
 */
export function useStickyHeader(header: RefObject<HTMLElement | null>, enabled: boolean): StickyPhase {
  const [state, send] = useReducer(nextStickyState, undefined, () => initialStickyState());
  const naturalBottom = useRef(0);
  const phase = useRef<StickyPhase>('static');
  phase.current = state.phase;

  useEffect(() => {
    if (!enabled) {
      send({ type: 'reset', y: typeof window === 'undefined' ? 0 : window.scrollY });
      return;
    }
    let frame = 0;
    let settle: ReturnType<typeof setTimeout> | undefined;
    const measure = () => {
      const element = header.current;
      if (!element || phase.current !== 'static') return;
      naturalBottom.current = element.offsetTop + element.offsetHeight;
      // The spacer holds this height while the (compact) header floats.
      document.documentElement.style.setProperty(HEIGHT_PROPERTY, `${element.offsetHeight}px`);
    };
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        measure();
        send({ type: 'scroll', y: window.scrollY, headerBottom: naturalBottom.current });
      });
      clearTimeout(settle);
      settle = setTimeout(() => send({ type: 'settle' }), SETTLE_MS);
    };
    const onFocusIn = () => send({ type: 'reveal' });
    // Measured in the next frame, which lays the page out anyway: measured here, the page's first
    // layout would land inside the hydration task.
    frame = requestAnimationFrame(measure);
    window.addEventListener('scroll', onScroll, { passive: true });
    header.current?.addEventListener('focusin', onFocusIn);
    const element = header.current;
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(settle);
      window.removeEventListener('scroll', onScroll);
      element?.removeEventListener('focusin', onFocusIn);
    };
  }, [enabled, header]);

  return state.phase;
}
