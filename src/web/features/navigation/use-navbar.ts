import { useEffect, useState } from 'react';
import type { NavbarResponse } from '../../../contracts/navigation';
import { browserApi } from '../../client/browser-api';
import { timedLocalStorage } from '../../client/timed-local-storage';

/** Document 1 section 7: the navigation is kept in the browser for an hour under this key. */
export const NAVBAR_CACHE_KEY = 'navbar_data_expiry';
export const NAVBAR_CACHE_MINUTES = 60;

/**
 * The page render brings the navigation and seeds the browser copy; later pages reuse it (the
 * root loader is not re-run by client navigations). When the server could not load it, the
 * browser copy is used, or it is fetched once.
 */
export function useNavbar(fromServer: NavbarResponse | null): NavbarResponse | null {
  const [navbar, setNavbar] = useState(fromServer);

  useEffect(() => {
    if (fromServer) {
      setNavbar(fromServer);
      if (timedLocalStorage.get(NAVBAR_CACHE_KEY) === null) timedLocalStorage.set(NAVBAR_CACHE_KEY, fromServer, NAVBAR_CACHE_MINUTES);
      return;
    }
    const cached = timedLocalStorage.get<NavbarResponse>(NAVBAR_CACHE_KEY);
    if (cached) {
      setNavbar(cached);
      return;
    }
    let live = true;
    void browserApi.get('/api/navbar/').then((result) => {
      if (!live || !result.ok || !result.data) return;
      timedLocalStorage.set(NAVBAR_CACHE_KEY, result.data, NAVBAR_CACHE_MINUTES);
      setNavbar(result.data);
    });
    return () => {
      live = false;
    };
  }, [fromServer]);

  return navbar;
}
