import { Link } from 'react-router';
import { IdentityPage } from '../features/identity/identity-page';
import { RegisterForm } from '../features/identity/register-form';
import { routeTableMeta } from '../features/seo/page-meta';
import { useRootData } from '../shared/root-data';
import { BRANDS } from '../../domain/brands';
import type { Route } from './+types/account-register';

export const meta: Route.MetaFunction = (args) => routeTableMeta(args);

/** /account/register: a new account for this flavour's client; confirmed by the link we e-mail. */
export default function AccountRegisterPage() {
  const brand = useRootData()?.brand ?? BRANDS.wa;
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
