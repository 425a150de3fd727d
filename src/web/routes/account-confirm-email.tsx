import { Link } from '../ui/link';
import { IDENTITY_MESSAGES } from '../../domain/identity-messages';
import styles from '../features/identity/identity-form.module.css';
import { IdentityPage } from '../features/identity/identity-page';
import { ResendConfirmationForm } from '../features/identity/resend-confirmation-form';
import { routeTableMeta } from '../features/seo/page-meta';
import { identityBrand } from '../features/identity/identity-brand';
import type { Route } from './+types/account-confirm-email';

/**
 * The link in the confirmation e-mail (`?token=`). The server confirms while rendering, so the
 * link works without JavaScript; a used, expired or unknown token offers a new link.
 */
export async function loader({ context, url }: Route.LoaderArgs) {
  const token = url.searchParams.get('token')?.trim() ?? '';
  const answer = /^[\w-]{16,200}$/.test(token) ? await context.api.get('/api/account/confirmemail/{token}', { params: { token } }) : null;
  return {
    brand: identityBrand(context.brand),
    confirmed: answer?.ok === true,
    message: answer?.ok ? (answer.data?.message ?? IDENTITY_MESSAGES.emailConfirmed) : null,
  };
}

export const meta: Route.MetaFunction = (args) => routeTableMeta(args);

export default function ConfirmEmailPage({ loaderData }: Route.ComponentProps) {
  const { brand } = loaderData;
  if (loaderData.confirmed) {
    return (
      <IdentityPage heading="Confirm Your E-mail">
        <p className={styles.success} role="status">
          {loaderData.message}
        </p>
        <p>
          <Link to="/account/login">Log in to your account</Link>
        </p>
      </IdentityPage>
    );
  }
  return (
    <IdentityPage heading="Confirm Your E-mail">
      <p className={styles.formError} role="alert">
        {IDENTITY_MESSAGES.invalidToken}
      </p>
      <p className={styles.intro}>Enter your e-mail address and we will send you a new link.</p>
      <ResendConfirmationForm clientId={brand.clientId} />
    </IdentityPage>
  );
}
