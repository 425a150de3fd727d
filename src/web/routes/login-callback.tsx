import { useEffect, useState } from 'react';
import { Link } from '../ui/link';
import { IDENTITY_ERRORS } from '../../domain/identity-messages';
import { safeReturnPath } from '../../domain/session-token';
import styles from '../features/identity/identity-form.module.css';
import { IdentityPage } from '../features/identity/identity-page';
import { browserSession } from '../features/session/browser-session';
import { routeTableMeta } from '../features/seo/page-meta';
import { identityBrand } from '../features/identity/identity-brand';
import type { Route } from './+types/login-callback';

/** The flavour's client and session settings. */
export function loader({ context, url }: Route.LoaderArgs) {
  // Without JavaScript the server has already set the session cookie: a link goes on from here.
  const returnUrl = safeReturnPath(url.searchParams.get('returnUrl')) ?? context.brand.routeAfterLogin;
  return { brand: identityBrand(context.brand), returnUrl };
}

export const meta: Route.MetaFunction = (args) => routeTableMeta(args);

/**
 * blank/account/login-callback (blank layout): where a sign-in comes back. It renews with the
 * login's nonce, keeps the three session items and goes on to the return path or the flavour's
 * route after login. Document 3 section 2: the reminders count is not refreshed here.
 */
export default function LoginCallbackPage({ loaderData }: Route.ComponentProps) {
  const { brand, returnUrl } = loaderData;
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    const query = new URLSearchParams(window.location.search);
    const nonce = query.get('nonce') ?? '';
    // Arriving without a login's nonce is not a sign-in coming back: nothing to finish.
    if (!nonce) {
      setFailure(IDENTITY_ERRORS.generic);
      return;
    }
    let active = true;
    void browserSession(brand)
      .completeLogin({ nonce, returnUrl: query.get('returnUrl') })
      .then((outcome) => {
        if (!active) return;
        // Replace: the back button must not return to this page and spend the login again.
        if (outcome.done) window.location.replace(outcome.goTo);
        else setFailure(outcome.reason === 'unavailable' ? IDENTITY_ERRORS.unavailable : IDENTITY_ERRORS.generic);
      });
    return () => {
      active = false;
    };
  }, [brand]);

  return (
    <IdentityPage heading="Logging You In">
      {failure ? (
        <>
          <p className={styles.formError} role="alert">
            {failure}
          </p>
          <p>
            <Link to="/account/login">Log in again</Link>
          </p>
        </>
      ) : (
        <p className={styles.notice} role="status">
          Please wait while we finish logging you in.
        </p>
      )}
      <noscript>
        <p>
          <a href={returnUrl}>Continue</a>
        </p>
      </noscript>
    </IdentityPage>
  );
}
