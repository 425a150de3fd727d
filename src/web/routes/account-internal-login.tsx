import { IdentityPage } from '../features/identity/identity-page';
import { LoginForm } from '../features/identity/login-form';
import { loginFormData } from '../features/identity/login-form-data';
import { routeTableMeta } from '../features/seo/page-meta';
import type { Route } from './+types/account-internal-login';

/** Where staff land after this login in every flavour (document 3 section 2). */
export const STAFF_ROUTE_AFTER_LOGIN = '/project';

/** account/internal/login: the staff login, the same form without registration or social sign-in. */
export function loader({ context, url }: Route.LoaderArgs) {
  return loginFormData(context, url, STAFF_ROUTE_AFTER_LOGIN);
}

export const meta: Route.MetaFunction = (args) => routeTableMeta(args);

export default function StaffLoginPage({ loaderData }: Route.ComponentProps) {
  return (
    <IdentityPage heading="Staff Log In" intro="Log in with your staff account to open the project tool.">
      <LoginForm variant="staff" {...loaderData} />
    </IdentityPage>
  );
}
