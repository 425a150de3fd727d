import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { BrandConfig } from '../../../domain/brands';
import { hasShowLogin, withoutShowLogin } from '../../../domain/session-token';
import { readTokens } from '../../client/session-store';
import { startBrowserSession } from './browser-session';

/** Pages that are the login, or part of it, where showlogin has nothing more to open. */
const LOGIN_PATHS = ['/account/login', '/account/internal/login', '/blank/account/login-callback', '/account/logout'];

/**
 * Runs the browser session on every page (renews, expiry, 401s) and, for the query parameter
 * showlogin in any letter case, opens the login with the page as its return path.
 */
export function SessionRuntime({ brand }: { brand: BrandConfig }) {
  const location = useLocation();
  const navigate = useNavigate();

  useEffect(() => startBrowserSession(brand), [brand]);

  useEffect(() => {
    if (!hasShowLogin(location.search) || LOGIN_PATHS.includes(location.pathname.toLowerCase())) return;
    if (readTokens()) return;
    const returnUrl = `${location.pathname}${withoutShowLogin(location.search)}`;
    void navigate(`/account/login?returnUrl=${encodeURIComponent(returnUrl)}`, { replace: true });
  }, [location.pathname, location.search, navigate]);

  return null;
}
