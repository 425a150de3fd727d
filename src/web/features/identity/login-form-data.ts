import type { AppLoadContext } from 'react-router';
import { safeReturnPath } from '../../../domain/session-token';
import { loginRedirectErrorText } from './identity-errors';
import type { LoginFormData } from './login-form';

/**
 * The hidden fields of a login form, made on the server so the form posts without JavaScript: a
 * fresh nonce, the origin the page was asked for (the identity service answers only to allowed ones)
 * and the flavour's client; the return path and the outcome of a previous try from the address.
 */
export function loginFormData(context: AppLoadContext, request: Request, defaultReturnUrl: string): LoginFormData {
  const query = new URL(request.url).searchParams;
  return {
    nonce: crypto.randomUUID(),
    // The site as the browser reached it: the identity service sends the browser back only there.
    origin: new URL(request.url).origin,
    clientId: context.brand.clientId,
    returnUrl: safeReturnPath(query.get('returnUrl')),
    defaultReturnUrl,
    error: loginRedirectErrorText(query.get('error')),
    expired: query.get('exp') === 'true',
  };
}
