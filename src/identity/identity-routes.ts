import type { FastifyInstance } from 'fastify';
import type { CallReply, CallRequest } from '../contracts/http/api-call';
import { LOGIN_CALLBACK_PATH, LOGIN_PAGE_PATH, REFRESH_COOKIE } from '../contracts/identity';
import { identityRoutes } from '../contracts/routes/identity-routes';
import { isSignedIn } from '../domain/caller';
import type { AccountService } from './account-service';
import { allowedOrigin } from './allowed-origins';
import { badRequest, IdentityError, invalidLogin } from './identity-error';
import type { IdentitySettings } from './identity-settings';
import type { RouteRegistrar } from './route-registrar';
import type { SessionService } from './session-service';
import type { SignInResult, TokenIssuer } from './token-issuer';
import type { SocialSignIn } from './social/social-sign-in';

export interface IdentityRouteDeps {
  defineRoute: RouteRegistrar;
  accounts: AccountService;
  sessions: SessionService;
  issuer: TokenIssuer;
  social: SocialSignIn;
  settings: IdentitySettings;
  /** What the host does once someone has signed in (the cart merges the visitor's cart), before the answer. */
  onSignedIn: SignedInHook;
}

/** Told of each completed sign-in with the request it came on; the host's own follow-up work. */
export type SignedInHook = (accountId: string, request: CallRequest) => Promise<void>;

/** A request that wants a JSON answer rather than a redirect (the page's fetch, an API client). */
function wantsJson(request: CallRequest): boolean {
  const accept = String(request.headers.accept ?? '');
  return accept.includes('application/json') && !accept.includes('text/html');
}

/** Where a finished sign-in sends the browser: the callback page, which calls relogin with the nonce. */
export function callbackLocation(origin: string, returnUrl: string, nonce: string): string {
  return `${origin}${LOGIN_CALLBACK_PATH}?${new URLSearchParams({ returnUrl, nonce })}`;
}

export function loginPageLocation(origin: string, error: string, returnUrl: string): string {
  return `${origin}${LOGIN_PAGE_PATH}?${new URLSearchParams({ error, returnUrl })}`;
}

/** The error a failed form sign-in is sent back to the login page with. */
function redirectErrorOf(error: IdentityError): string {
  if (error.statusCode === 401) return 'invalid';
  if (error.statusCode === 403) return 'unconfirmed';
  return 'unavailable';
}

/** The identity calls, registered with the host's registrar inside its /api plugin. */
export async function identityRoutesPlugin(app: FastifyInstance, deps: IdentityRouteDeps): Promise<void> {
  const { defineRoute, accounts, sessions, issuer, social, settings, onSignedIn } = deps;

  // A throttled answer says when to try again.
  app.addHook('onError', async (_request, reply, error) => {
    if (error instanceof IdentityError && error.retryAfterSeconds) reply.header('retry-after', String(error.retryAfterSeconds));
  });

  const cookieOptions = (request: CallRequest) => ({
    path: '/',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: settings.secureCookies || request.protocol === 'https',
  });
  const setRefreshCookie = (request: CallRequest, reply: CallReply, result: SignInResult) =>
    reply.setCookie(REFRESH_COOKIE, result.refresh.token, { ...cookieOptions(request), expires: result.refresh.expiresAt });
  const clearRefreshCookie = (request: CallRequest, reply: CallReply) => reply.clearCookie(REFRESH_COOKIE, cookieOptions(request));
  const originOrRefuse = (origin: string, request: CallRequest) => {
    const allowed = allowedOrigin(origin, request, settings.allowedOrigins);
    if (!allowed) throw badRequest('origin is not allowed');
    return allowed;
  };

  defineRoute(app, identityRoutes.register, async ({ body }, request) => ({ message: await accounts.register(body, request.ip) }));

  // The hidden sign-in form posts url-encoded fields; only this call reads that media type.
  await app.register(async (form) => {
    form.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 16 * 1024 }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    });
    defineRoute(form, identityRoutes.loginRedir, async ({ body }, request, reply) => {
      const origin = originOrRefuse(body.origin, request);
      const clientId = body.clientId ?? settings.defaultClientId;
      const json = wantsJson(request);
      let account;
      try {
        account = await accounts.checkPassword({ clientId, email: body.email, password: body.password, address: request.ip });
      } catch (error) {
        // A throttled sign-in is a 429 in either form; other refusals of a form post go back to the login page.
        if (json || !(error instanceof IdentityError) || error.statusCode === 429 || error.statusCode === 400) throw error;
        return reply
          .code(303)
          .header('location', loginPageLocation(origin, redirectErrorOf(error), body.returnUrl))
          .send();
      }
      setRefreshCookie(request, reply, await issuer.startSession(account));
      await onSignedIn(account.id, request);
      const location = callbackLocation(origin, body.returnUrl, body.nonce);
      if (json) return { redirectTo: location };
      return reply.code(303).header('location', location).send();
    });
  });

  defineRoute(app, identityRoutes.relogin, async ({ body }, request, reply) => {
    originOrRefuse(body.origin, request);
    const token = request.cookies[REFRESH_COOKIE];
    const renewed = token ? await issuer.renew(token, body.nonce) : null;
    if (!renewed) {
      clearRefreshCookie(request, reply);
      throw invalidLogin();
    }
    setRefreshCookie(request, reply, renewed);
    return { ...renewed.tokens, returnUrl: body.returnUrl };
  });

  defineRoute(app, identityRoutes.logout, async (_input, request, reply) => {
    const token = request.cookies[REFRESH_COOKIE];
    if (token) await sessions.end(token);
    clearRefreshCookie(request, reply);
    return reply.code(204).send();
  });

  defineRoute(app, identityRoutes.forgotPassword, async ({ body }) => ({ message: await accounts.forgotPassword(body) }));
  defineRoute(app, identityRoutes.resendConfirmEmail, async ({ body }) => ({ message: await accounts.resendConfirmation(body) }));
  defineRoute(app, identityRoutes.resetPassword, async ({ body }, request) => ({
    message: await accounts.resetPassword(body, request.ip),
  }));
  defineRoute(app, identityRoutes.confirmEmail, async ({ params }) => ({
    confirmed: true as const,
    message: await accounts.confirmEmail(params.token),
  }));

  defineRoute(app, identityRoutes.getProfile, async ({ caller }) => {
    if (!isSignedIn(caller)) throw invalidLogin();
    return accounts.profile(caller.accountId);
  });

  defineRoute(app, identityRoutes.updateProfile, async ({ caller, body }, request) => {
    if (!isSignedIn(caller)) throw invalidLogin();
    const familyId = await issuer.familyOf(request.headers.authorization);
    return accounts.updateProfile(caller.accountId, familyId, body, request.ip);
  });

  defineRoute(app, identityRoutes.jwks, async () => issuer.jwks());

  defineRoute(app, identityRoutes.externalLogin, async ({ params, query }, request, reply) => {
    const origin = originOrRefuse(query.origin, request);
    const clientId = query.clientId ?? settings.defaultClientId;
    accounts.clientOf(clientId);
    const started = await social.start(request, {
      provider: params.provider,
      origin,
      clientId,
      nonce: query.nonce,
      returnUrl: query.returnUrl,
    });
    reply.setCookie(started.cookie.name, started.cookie.value, {
      ...cookieOptions(request),
      path: started.cookie.path,
      maxAge: started.cookie.maxAge,
    });
    return reply.code(302).header('location', started.location).send();
  });

  defineRoute(app, identityRoutes.externalLoginCallback, async ({ params, query }, request, reply) => {
    const finished = await social.finish(request, params.provider, query);
    reply.clearCookie(finished.cookieName, { ...cookieOptions(request), path: finished.cookiePath });
    if (finished.outcome === 'refused') {
      return reply
        .code(303)
        .header('location', loginPageLocation(finished.origin, finished.error, finished.returnUrl))
        .send();
    }
    setRefreshCookie(request, reply, await issuer.startSession(finished.account));
    await onSignedIn(finished.account.id, request);
    return reply
      .code(303)
      .header('location', callbackLocation(finished.origin, finished.returnUrl, finished.nonce))
      .send();
  });
}
