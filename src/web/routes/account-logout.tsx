import { useEffect } from 'react';
import { safeReturnPath } from '../../domain/session-token';
import styles from '../features/identity/identity-form.module.css';
import { IdentityPage } from '../features/identity/identity-page';
import { browserSession } from '../features/session/browser-session';
import { routeTableMeta } from '../features/seo/page-meta';
import { identityBrand } from '../features/identity/identity-brand';
import type { Route } from './+types/account-logout';

/** The flavour's client and session settings. */
export function loader({ context }: Route.LoaderArgs) {
  return { brand: identityBrand(context.brand) };
}

export const meta: Route.MetaFunction = (args) => routeTableMeta(args);

/**
 * account/logout?returnUrl (document 3 section 2; where a 401 sends a logged-in page): clears the
 * session items, ends the server session, then goes to the return path on this site or home.
 */
export default function LogoutPage({ loaderData }: Route.ComponentProps) {
  const { brand } = loaderData;
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
