/**
 * Document 1 section 2.7: on small devices the header follows the shopper. It is in its place at
 * the top of the page (`static`); once scrolled past it waits out of view (`waiting`); scrolling
 * up brings it back (`scrollingUp`, sliding in) and when the scrolling stops it stays pinned
 * (`floating`) until the shopper scrolls down again. Pure so it is tested without a browser.
 */
export type StickyPhase = 'static' | 'waiting' | 'scrollingUp' | 'floating';

export interface StickyState {
  phase: StickyPhase;
  /** The scroll position of the last event, to tell up from down. */
  lastY: number;
}

export type StickyEvent =
  /** The page scrolled to `y`; `headerBottom` is where the header ends when in its place. */
  | { type: 'scroll'; y: number; headerBottom: number }
  /** No scroll event for a while. */
  | { type: 'settle' }
  /** Keyboard focus entered the header: it must be visible. */
  | { type: 'reveal' }
  /** Desktop width, or the navigation opened: back to the page's own layout. */
  | { type: 'reset'; y: number };

/** Small jitters (momentum scrolling, address-bar resizes) do not flip the direction. */
export const SCROLL_TOLERANCE_PX = 8;

export const initialStickyState = (y = 0): StickyState => ({ phase: 'static', lastY: y });

export function nextStickyState(state: StickyState, event: StickyEvent): StickyState {
  switch (event.type) {
    case 'reset':
      return initialStickyState(event.y);
    case 'settle':
      return state.phase === 'scrollingUp' ? { ...state, phase: 'floating' } : state;
    case 'reveal':
      return state.phase === 'waiting' ? { ...state, phase: 'floating' } : state;
    case 'scroll':
      return onScroll(state, event.y, event.headerBottom);
  }
}

function onScroll(state: StickyState, y: number, headerBottom: number): StickyState {
  // Within the header's own height the header is simply where it belongs.
  if (y <= headerBottom) return { phase: 'static', lastY: y };
  const delta = y - state.lastY;
  if (Math.abs(delta) < SCROLL_TOLERANCE_PX) return state;
  if (delta > 0) return { phase: 'waiting', lastY: y };
  // Scrolling up: from out of view the header slides in; when already shown it stays.
  return { phase: state.phase === 'floating' ? 'floating' : 'scrollingUp', lastY: y };
}

/** Whether the header is pinned to the top of the viewport and shown. */
export const isStickyVisible = (phase: StickyPhase) => phase === 'scrollingUp' || phase === 'floating';
