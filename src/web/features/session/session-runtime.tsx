import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { BrandConfig } from '../../../domain/brands';

/**
 * Runs the browser session on every page (renews, expiry, 401s) and, for the query parameter
 * showlogin in any letter case, opens the login with the page as its return path. The session's
 * code loads once the page is interactive: no page's first paint waits for it.
 */
export function SessionRuntime({ brand }: { brand: BrandConfig }) {
  const location = useLocation();
  const navigate = useNavigate();

  useEffect(() => {
    let stop: (() => void) | undefined;
    let active = true;
    void import('./browser-session').then(({ startBrowserSession }) => {
      if (active) stop = startBrowserSession(brand);
    });
    return () => {
      active = false;
      stop?.();
    };
  }, [brand]);

  useEffect(() => {
    // A cheap test first, so the common page without the parameter loads nothing.
    if (!/[?&]showlogin(=|&|$)/i.test(location.search)) return;
    void import('./show-login').then(({ loginAddressFor }) => {
      const target = loginAddressFor(location.pathname, location.search);
      if (target) void navigate(target, { replace: true });
    });
  }, [location.pathname, location.search, navigate]);

  return null;
}
