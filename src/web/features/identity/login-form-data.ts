import type { AppLoadContext } from 'react-router';
import { safeReturnPath } from '../../../domain/session-token';
import { loginRedirectErrorText } from './identity-errors';
import type { LoginFormData } from './login-form';

/**
 * The hidden fields of a login form, made on the server so the form posts without JavaScript: a
 * fresh nonce, the site's origin (the identity service answers only to allowed ones)
 * and the flavour's client; the return path and the outcome of a previous try from the address.
 */
export function loginFormData(context: AppLoadContext, url: URL, defaultReturnUrl: string): LoginFormData {
  const query = url.searchParams;
  return {
    nonce: crypto.randomUUID(),
    // The site's public address, never one read from the request's Host header (a forged Host
    // must not be written into the page); the page puts its own origin in once it runs.
    origin: new URL(context.publicUrl).origin,
    clientId: context.brand.clientId,
    returnUrl: safeReturnPath(query.get('returnUrl')),
    defaultReturnUrl,
    error: loginRedirectErrorText(query.get('error')),
    unconfirmed: query.get('error') === 'unconfirmed',
    expired: query.get('exp') === 'true',
    socialProviders: [...(context.socialProviders ?? [])],
  };
}
