import { useCallback, useEffect, useRef, useState } from 'react';
import type { NavbarResponse } from '../../../contracts/navigation';
import { browserApi } from '../../client/browser-api';
import { timedLocalStorage } from '../../client/timed-local-storage';
import { summariseNavbar, type NavbarSummary } from '../../shared/nav-summary';
import { inOwnTask } from '../../client/next-task';

/** Document 1 section 7: the navigation is kept in the browser for an hour under this key. */
export const NAVBAR_CACHE_KEY = 'navbar_data_expiry';
export const NAVBAR_CACHE_MINUTES = 60;

export interface Navbar {
  /** The main categories to render the bar from: the page's, or the browser copy's when the server had none. */
  summary: NavbarSummary | null;
  /** The whole navigation with the panels' links, once the browser has it. */
  panels: NavbarResponse | null;
  /** Asks for the panels (a shopper reached the navigation); a no-op once they are here or on their way. */
  loadPanels(): void;
}

/**
 * The page render brings the main categories only. The whole navigation (`/api/navbar/`) is
 * fetched the first time a shopper reaches for a panel and kept in the browser for an hour, so
 * later pages open their panels at once. When the server could not load the categories, the
 * browser copy is used, or it is fetched straight away.
 */
export function useNavbar(fromServer: NavbarSummary | null): Navbar {
  const [panels, setPanels] = useState<NavbarResponse | null>(null);
  const requested = useRef(false);

  const loadPanels = useCallback(() => {
    if (requested.current) return;
    requested.current = true;
    void browserApi.get('/api/navbar/').then((result) => {
      if (!result.ok || !result.data) {
        requested.current = false;
        return;
      }
      timedLocalStorage.set(NAVBAR_CACHE_KEY, result.data, NAVBAR_CACHE_MINUTES);
      setPanels(result.data);
    });
  }, []);

  useEffect(() => {
    let active = true;
    // In a task of its own: a page's first read of localStorage is slow (bench/README.md, "Hydrating less").
    inOwnTask(() => {
      if (!active) return;
      const cached = timedLocalStorage.get<NavbarResponse>(NAVBAR_CACHE_KEY);
      if (cached) {
        requested.current = true;
        setPanels(cached);
      } else if (!fromServer) loadPanels();
    });
    return () => {
      active = false;
    };
  }, [fromServer, loadPanels]);

  return { summary: fromServer ?? (panels ? summariseNavbar(panels) : null), panels, loadPanels };
}
