import { describe, expect, it } from 'vitest';
import {
  closedNavigation,
  headerNavReducer,
  HOVER_CLOSE_DELAY_MS,
  hoverPath,
  locksScroll,
  type HeaderNavAction,
  type HeaderNavState,
} from './header-navigation';

const run = (actions: HeaderNavAction[], from: HeaderNavState = closedNavigation) => actions.reduce(headerNavReducer, from);

describe('header navigation state', () => {
  it('opens and closes the menu with the menu button', () => {
    const open = run([{ type: 'toggleMenu' }]);
    expect(open).toEqual({ open: true, view: 'none', stack: [] });
    expect(run([{ type: 'toggleMenu' }], open)).toEqual(closedNavigation);
  });

  it('shows one view at a time; the same view toggles it shut', () => {
    const store = run([{ type: 'toggleView', view: 'store' }]);
    expect(store).toEqual({ open: true, view: 'store', stack: [] });
    expect(run([{ type: 'toggleView', view: 'contactUs' }], store).view).toBe('contactUs');
    expect(run([{ type: 'toggleView', view: 'store' }], store)).toEqual(closedNavigation);
    // The menu button from another view switches to the menu rather than closing.
    expect(run([{ type: 'toggleMenu' }], store)).toEqual({ open: true, view: 'none', stack: [] });
  });

  it('stacks categories: a tap opens, a tap on the open one closes, back pops', () => {
    const kitchen = run([{ type: 'toggleMenu' }, { type: 'tapCategory', uri: '/c/kitchen', parents: [] }]);
    expect(kitchen.stack).toEqual(['/c/kitchen']);
    const sinks = run([{ type: 'tapCategory', uri: '/c/kitchen/sinks', parents: ['/c/kitchen'] }], kitchen);
    expect(sinks.stack).toEqual(['/c/kitchen', '/c/kitchen/sinks']);
    expect(run([{ type: 'back' }], sinks).stack).toEqual(['/c/kitchen']);
    expect(run([{ type: 'tapCategory', uri: '/c/kitchen', parents: [] }], sinks).stack).toEqual([]);
    // Another top-level category replaces the open one.
    expect(run([{ type: 'tapCategory', uri: '/c/laundry', parents: [] }], sinks).stack).toEqual(['/c/laundry']);
    expect(run([{ type: 'back' }, { type: 'back' }], kitchen).stack).toEqual([]);
  });

  it('resets the view and clears the stack on close', () => {
    const state = run([{ type: 'toggleView', view: 'cart' }, { type: 'toggleMenu' }, { type: 'tapCategory', uri: '/c/bbqs', parents: [] }]);
    expect(state.stack).toEqual(['/c/bbqs']);
    expect(run([{ type: 'close' }], state)).toEqual({ open: false, view: 'none', stack: [] });
  });

  it('locks scrolling only while open on the mobile layout', () => {
    const open = run([{ type: 'toggleMenu' }]);
    expect(locksScroll(open, true)).toBe(true);
    expect(locksScroll(open, false)).toBe(false);
    expect(locksScroll(closedNavigation, true)).toBe(false);
    expect(locksScroll(run([{ type: 'toggleView', view: 'store' }]), true)).toBe(true);
    expect(locksScroll(run([{ type: 'toggleView', view: 'search' }]), true)).toBe(false);
  });

  it('opens the first subcategory with a top-level category on hover', () => {
    const categories = [
      { uri: '/c/kitchen', subCategories: [{ uri: '/c/kitchen/sinks' }, { uri: '/c/kitchen/taps' }] },
      { uri: '/c/furniture', subCategories: [] },
    ];
    expect(hoverPath(categories, '/c/kitchen')).toEqual(['/c/kitchen', '/c/kitchen/sinks']);
    expect(hoverPath(categories, '/c/furniture')).toEqual(['/c/furniture']);
    expect(HOVER_CLOSE_DELAY_MS).toBe(100);
  });
});
