import { Link } from '../ui/link';
import { ForgotPasswordForm } from '../features/identity/forgot-password-form';
import { IdentityPage } from '../features/identity/identity-page';
import { routeTableMeta } from '../features/seo/page-meta';
import { identityBrand } from '../features/identity/identity-brand';
import type { Route } from './+types/account-forgot-password';

/** The flavour's client and session settings. */
export function loader({ context }: Route.LoaderArgs) {
  return { brand: identityBrand(context.brand) };
}

export const meta: Route.MetaFunction = (args) => routeTableMeta(args);

/** /account/forgot-password: asks for a reset link; the answer is the same for every e-mail. */
export default function ForgotPasswordPage({ loaderData }: Route.ComponentProps) {
  const { brand } = loaderData;
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
