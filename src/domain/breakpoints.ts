/**
 * Document 1 section 9: the layout breakpoints (minimum widths) and the resize debounce. CSS media
 * queries cannot read these (custom properties do not work inside `@media`), so stylesheets use the
 * same literal values with a comment pointing here; scripts import them.
 */
export const BREAKPOINTS = { xs: 0, sm: 520, md: 768, lg: 975, xl: 1200 } as const;
export type Breakpoint = keyof typeof BREAKPOINTS;

/** The largest widths of the small and mobile layouts (767 and 974). */
export const SMALL_LAYOUT_MAX = BREAKPOINTS.md - 1;
export const MOBILE_LAYOUT_MAX = BREAKPOINTS.lg - 1;

/** Resize handlers wait this long after the last resize event before reading the width. */
export const RESIZE_DEBOUNCE_MS = 150;

/** The widest breakpoint whose minimum width the viewport reaches. */
export function breakpointFor(width: number): Breakpoint {
  const reached = (Object.keys(BREAKPOINTS) as Breakpoint[]).filter((name) => width >= BREAKPOINTS[name]);
  return reached[reached.length - 1] ?? 'xs';
}

/** Below lg the header uses the mobile navigation (menu button, category stack, sticky bar). */
export const isMobileLayout = (width: number) => width <= MOBILE_LAYOUT_MAX;
