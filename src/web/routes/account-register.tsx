import { Link } from '../ui/link';
import { IdentityPage } from '../features/identity/identity-page';
import { RegisterForm } from '../features/identity/register-form';
import { routeTableMeta } from '../features/seo/page-meta';
import { identityBrand } from '../features/identity/identity-brand';
import type { Route } from './+types/account-register';

/** The flavour's client and session settings. */
export function loader({ context }: Route.LoaderArgs) {
  return { brand: identityBrand(context.brand) };
}

export const meta: Route.MetaFunction = (args) => routeTableMeta(args);

/** /account/register: a new account for this flavour's client; confirmed by the link we e-mail. */
export default function AccountRegisterPage({ loaderData }: Route.ComponentProps) {
  const { brand } = loaderData;
  return (
    <IdentityPage
      heading="Create an Account"
      intro={
        <>
          Already have an account? <Link to="/account/login">Log in</Link>
        </>
      }
    >
      <RegisterForm brand={brand} />
    </IdentityPage>
  );
}
