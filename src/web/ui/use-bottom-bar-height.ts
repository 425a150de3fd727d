import { useEffect, type RefObject } from 'react';

const PROPERTY = '--bottom-bar-height';

/**
 * Publishes the height of a bar fixed to the bottom of the screen as a custom property on the root
 * element, so other fixed controls (back to top) sit above it instead of under it.
 */
export function useBottomBarHeight(ref: RefObject<HTMLElement | null>, active: boolean): void {
  useEffect(() => {
    const root = document.documentElement;
    const element = ref.current;
    if (!active || !element) {
      root.style.removeProperty(PROPERTY);
      return;
    }
    const update = () => publishBottomBarHeight(element);
    update();
    const observer = new ResizeObserver(update);
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty(PROPERTY);
    };
  }, [ref, active]);
}

/** Publishes the bar's height now, for a caller that must scroll by it before the next frame. */
export function publishBottomBarHeight(element: HTMLElement): void {
  document.documentElement.style.setProperty(PROPERTY, `${Math.ceil(element.getBoundingClientRect().height)}px`);
}
