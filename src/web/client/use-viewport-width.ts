import { useEffect, useState } from 'react';
import { RESIZE_DEBOUNCE_MS } from '../../domain/breakpoints';

/**
 * The viewport width, read again 150 ms after the last resize (document 1 section 9). Null until
 * mounted: the server does not know the width, and the first render must match its HTML.
 */
export function useViewportWidth(): number | null {
  const [width, setWidth] = useState<number | null>(null);
  useEffect(() => {
    setWidth(window.innerWidth);
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onResize = () => {
      clearTimeout(timer);
      timer = setTimeout(() => setWidth(window.innerWidth), RESIZE_DEBOUNCE_MS);
    };
    window.addEventListener('resize', onResize);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('resize', onResize);
    };
  }, []);
  return width;
}
