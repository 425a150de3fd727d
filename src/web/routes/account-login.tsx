import { IdentityPage } from '../features/identity/identity-page';
import { LoginForm } from '../features/identity/login-form';
import { loginFormData } from '../features/identity/login-form-data';
import { routeTableMeta } from '../features/seo/page-meta';
import type { Route } from './+types/account-login';

/** /account/login: the login of document 3 section 2 (the target of 'LOG IN for Price'). */
export function loader({ context, url }: Route.LoaderArgs) {
  return loginFormData(context, url, context.brand.routeAfterLogin);
}

export const meta: Route.MetaFunction = (args) => routeTableMeta(args);

export default function AccountLoginPage({ loaderData }: Route.ComponentProps) {
  return (
    <IdentityPage heading="Log In" intro="Log in to see your orders, saved addresses and details.">
      <LoginForm variant="customer" {...loaderData} />
    </IdentityPage>
  );
}
