import { describe, expect, it } from 'vitest';
import {
  initialStickyState,
  isStickyVisible,
  nextStickyState,
  SCROLL_TOLERANCE_PX,
  type StickyEvent,
  type StickyState,
} from './sticky-navigation';

const HEADER = 200;
const scroll = (y: number): StickyEvent => ({ type: 'scroll', y, headerBottom: HEADER });
const run = (events: StickyEvent[], from: StickyState = initialStickyState()) => events.reduce(nextStickyState, from);

describe('sticky navigation', () => {
  it('stays in place while the header itself is in view', () => {
    expect(run([scroll(50), scroll(150), scroll(200)]).phase).toBe('static');
  });

  it('waits out of view once scrolled down past the header', () => {
    const state = run([scroll(100), scroll(400)]);
    expect(state.phase).toBe('waiting');
    expect(isStickyVisible(state.phase)).toBe(false);
  });

  it('slides in when the shopper scrolls up, then floats when the scrolling stops', () => {
    const up = run([scroll(400), scroll(1000), scroll(900)]);
    expect(up.phase).toBe('scrollingUp');
    expect(isStickyVisible(up.phase)).toBe(true);
    const settled = nextStickyState(up, { type: 'settle' });
    expect(settled.phase).toBe('floating');
    expect(nextStickyState(settled, scroll(800)).phase).toBe('floating');
  });

  it('hides again when the shopper scrolls down', () => {
    const floating = nextStickyState(run([scroll(1000), scroll(900)]), { type: 'settle' });
    expect(nextStickyState(floating, scroll(1000)).phase).toBe('waiting');
  });

  it('ignores movements below the tolerance', () => {
    const waiting = run([scroll(1000)]);
    expect(nextStickyState(waiting, scroll(1000 - SCROLL_TOLERANCE_PX + 1)).phase).toBe('waiting');
    expect(nextStickyState(waiting, scroll(1000 - SCROLL_TOLERANCE_PX)).phase).toBe('scrollingUp');
  });

  it('returns to its place at the top of the page', () => {
    const floating = nextStickyState(run([scroll(1000), scroll(900)]), { type: 'settle' });
    expect(nextStickyState(floating, scroll(120)).phase).toBe('static');
  });

  it('shows for keyboard focus and resets on desktop widths', () => {
    const waiting = run([scroll(1000)]);
    expect(nextStickyState(waiting, { type: 'reveal' }).phase).toBe('floating');
    expect(nextStickyState(initialStickyState(), { type: 'reveal' }).phase).toBe('static');
    expect(nextStickyState(waiting, { type: 'reset', y: 1000 })).toEqual({ phase: 'static', lastY: 1000 });
    expect(nextStickyState(waiting, { type: 'settle' }).phase).toBe('waiting');
  });
});
