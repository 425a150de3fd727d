import { useEffect } from 'react';
import { BRANDS } from '../../domain/brands';
import { safeReturnPath } from '../../domain/session-token';
import styles from '../features/identity/identity-form.module.css';
import { IdentityPage } from '../features/identity/identity-page';
import { browserSession } from '../features/session/browser-session';
import { routeTableMeta } from '../features/seo/page-meta';
import { useRootData } from '../shared/root-data';
import type { Route } from './+types/account-logout';

export const meta: Route.MetaFunction = (args) => routeTableMeta(args);

/**
 * account/logout?returnUrl (document 3 section 2; where a 401 sends a logged-in page): clears the
 * session items, ends the server session, then goes to the return path on this site or home.
 */
export default function LogoutPage() {
  const brand = useRootData()?.brand ?? BRANDS.wa;
  useEffect(() => {
    const returnUrl = safeReturnPath(new URLSearchParams(window.location.search).get('returnUrl'));
    // Never back to this page itself, which would log out again and again.
    void browserSession(brand).logout(returnUrl && !returnUrl.startsWith('/account/logout') ? returnUrl : '/');
  }, [brand]);
  return (
    <IdentityPage heading="Log Out">
      <p className={styles.notice} role="status">
        Logging you out…
      </p>
    </IdentityPage>
  );
}
