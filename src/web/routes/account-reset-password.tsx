import { Link } from '../ui/link';
import { IDENTITY_MESSAGES } from '../../domain/identity-messages';
import styles from '../features/identity/identity-form.module.css';
import { IdentityPage } from '../features/identity/identity-page';
import { ResetPasswordForm } from '../features/identity/reset-password-form';
import { routeTableMeta } from '../features/seo/page-meta';
import type { Route } from './+types/account-reset-password';

/** The token of the e-mailed link; the service checks it when the new password is sent. */
export function loader({ url }: Route.LoaderArgs) {
  const token = url.searchParams.get('token')?.trim() ?? '';
  return { token: /^[\w-]{16,200}$/.test(token) ? token : null };
}

export const meta: Route.MetaFunction = (args) => routeTableMeta(args);

/** /account/reset-password?token=: a new password from the link in the reset e-mail. */
export default function ResetPasswordPage({ loaderData }: Route.ComponentProps) {
  return (
    <IdentityPage heading="Reset Your Password" intro={loaderData.token ? 'Choose a new password for your account.' : undefined}>
      {loaderData.token ? (
        <ResetPasswordForm token={loaderData.token} />
      ) : (
        <p className={styles.formError} role="alert">
          {IDENTITY_MESSAGES.invalidToken} <Link to="/account/forgot-password">Ask for a new link</Link>
        </p>
      )}
    </IdentityPage>
  );
}
