import { useEffect, type RefObject } from 'react';

const PROPERTY = '--bottom-bar-height';

/**
 * Publishes the height of a bar fixed to the bottom of the screen as a custom property on the root
 * element (`--bottom-bar-height` unless named), so other fixed controls (back to top) sit above it
 * and focus scrolling keeps controls clear of it instead of under it.
 */
export function useBottomBarHeight(ref: RefObject<HTMLElement | null>, active: boolean, property = PROPERTY): void {
  useEffect(() => {
    const root = document.documentElement;
    const element = ref.current;
    if (!active || !element) {
      root.style.removeProperty(property);
      return;
    }
    const update = () => publishBottomBarHeight(element, property);
    // The observer reports the bar's first size after the next layout; measuring here as well would
    // lay the page out inside the hydration task.
    const observer = new ResizeObserver(update);
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty(property);
    };
  }, [ref, active, property]);
}

/** Publishes the bar's height now, for a caller that must scroll by it before the next frame. */
export function publishBottomBarHeight(element: HTMLElement, property = PROPERTY): void {
  document.documentElement.style.setProperty(property, `${Math.ceil(element.getBoundingClientRect().height)}px`);
}
