import { Link } from 'react-router';
import { BRANDS } from '../../domain/brands';
import { ForgotPasswordForm } from '../features/identity/forgot-password-form';
import { IdentityPage } from '../features/identity/identity-page';
import { routeTableMeta } from '../features/seo/page-meta';
import { useRootData } from '../shared/root-data';
import type { Route } from './+types/account-forgot-password';

export const meta: Route.MetaFunction = (args) => routeTableMeta(args);

/** /account/forgot-password: asks for a reset link; the answer is the same for every e-mail. */
export default function ForgotPasswordPage() {
  const brand = useRootData()?.brand ?? BRANDS.wa;
  return (
    <IdentityPage
      heading="Forgot Your Password?"
      intro="Enter the e-mail address of your account and we will send you a link to set a new password."
    >
      <ForgotPasswordForm clientId={brand.clientId} />
      <p>
        <Link to="/account/login">Back to log in</Link>
      </p>
    </IdentityPage>
  );
}
