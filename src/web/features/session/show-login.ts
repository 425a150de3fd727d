import { hasShowLogin, withoutShowLogin } from '../../../domain/session-token';
import { readTokens } from '../../client/session-store';

/** Pages that are the login, or part of it, where showlogin has nothing more to open. */
const LOGIN_PATHS = ['/account/login', '/account/internal/login', '/blank/account/login-callback', '/account/logout'];

/**
 * Document 1 section 2.1: showlogin (any letter case) opens the login, which returns to this page
 * without the parameter. Nothing opens for a visitor already logged in or already on a login page.
 */
export function loginAddressFor(pathname: string, search: string): string | null {
  if (!hasShowLogin(search) || LOGIN_PATHS.includes(pathname.toLowerCase()) || readTokens()) return null;
  return `/account/login?returnUrl=${encodeURIComponent(`${pathname}${withoutShowLogin(search)}`)}`;
}
