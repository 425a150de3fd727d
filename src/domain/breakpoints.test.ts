import { describe, expect, it } from 'vitest';
import { breakpointFor, BREAKPOINTS, isMobileLayout, MOBILE_LAYOUT_MAX, RESIZE_DEBOUNCE_MS, SMALL_LAYOUT_MAX } from './breakpoints';

describe('breakpoints', () => {
  it('are the minimum widths of document 1', () => {
    expect(BREAKPOINTS).toEqual({ xs: 0, sm: 520, md: 768, lg: 975, xl: 1200 });
    expect([SMALL_LAYOUT_MAX, MOBILE_LAYOUT_MAX]).toEqual([767, 974]);
    expect(RESIZE_DEBOUNCE_MS).toBe(150);
  });

  it('name the widest breakpoint a width reaches', () => {
    expect(breakpointFor(0)).toBe('xs');
    expect(breakpointFor(519)).toBe('xs');
    expect(breakpointFor(520)).toBe('sm');
    expect(breakpointFor(767)).toBe('sm');
    expect(breakpointFor(768)).toBe('md');
    expect(breakpointFor(974)).toBe('md');
    expect(breakpointFor(975)).toBe('lg');
    expect(breakpointFor(1199)).toBe('lg');
    expect(breakpointFor(1200)).toBe('xl');
  });

  it('use the mobile layout up to 974 px', () => {
    expect(isMobileLayout(390)).toBe(true);
    expect(isMobileLayout(974)).toBe(true);
    expect(isMobileLayout(975)).toBe(false);
  });
});
