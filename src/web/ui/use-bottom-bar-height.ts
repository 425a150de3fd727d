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
    const update = () => root.style.setProperty(PROPERTY, `${Math.ceil(element.getBoundingClientRect().height)}px`);
    update();
    const observer = new ResizeObserver(update);
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty(PROPERTY);
    };
  }, [ref, active]);
}
