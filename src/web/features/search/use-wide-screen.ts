import { useSyncExternalStore } from 'react';
import { LG_BREAKPOINT_PX } from '../../../domain/search-dropdown';

const QUERY = `(min-width: ${LG_BREAKPOINT_PX}px)`;

function subscribe(onChange: () => void): () => void {
  const media = window.matchMedia(QUERY);
  media.addEventListener('change', onChange);
  return () => media.removeEventListener('change', onChange);
}

/** Whether the window is above the lg breakpoint; false on the server (the dropdown is never server-rendered open). */
export function useWideScreen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(QUERY).matches,
    () => false,
  );
}
