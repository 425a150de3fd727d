import type { CallRequest } from '../../contracts/http/api-call';
import * as oauth from 'oauth4webapi';
import type { z } from 'zod';
import type { externalLoginCallbackQuerySchema } from '../../contracts/identity';
import type { OAuthProviderConfig } from '../../config/env';
import type { Transactions } from '../../db/transactions';
import { ownOrigin } from '../allowed-origins';
import { IdentityError } from '../identity-error';
import { OAUTH_STATE_TTL_MS } from '../identity-settings';
import type { AccountRepository, AccountRow } from '../repositories/account-repository';
import type { ExternalLoginRepository } from '../repositories/external-login-repository';
import { secretHash } from '../secrets';
import { SANDBOX_PREFIX, SANDBOX_PROVIDER } from './sandbox-identity';

/** The browser-bound copy of the state: the callback must come from the browser that started the flow. */
export const OAUTH_STATE_COOKIE = 'sf_oauth_state';
const STATE_COOKIE_PATH = '/api/account/externallogin';

type CallbackQuery = z.output<typeof externalLoginCallbackQuerySchema>;
export type InProcessFetch = (url: string, init: RequestInit) => Promise<Response>;

export interface StartInput {
  provider: string;
  origin: string;
  clientId: string;
  nonce: string;
  returnUrl: string;
}

export type FinishResult =
  | { outcome: 'signed-in'; account: AccountRow; origin: string; returnUrl: string; nonce: string; cookieName: string; cookiePath: string }
  | { outcome: 'refused'; error: 'cancelled' | 'invalid'; origin: string; returnUrl: string; cookieName: string; cookiePath: string };

interface Provider {
  config: OAuthProviderConfig;
  /** The sandbox runs in this server: its endpoints follow the request's origin and are called in process. */
  sandbox: boolean;
}

const notFound = (provider: string) => new IdentityError(404, `The sign-in provider "${provider}" was not found.`);

/**
 * Social sign-in as an OAuth 2.0 client (oauth4webapi): authorization code with PKCE (S256) and
 * state, the state kept hashed in the database and bound to the browser by a cookie, then the
 * code exchanged with the client's credentials and the person read from userinfo. A provider is
 * configuration (issuer, client id and secret, found by discovery); demo mode adds the sandbox.
 */
export function createSocialSignIn(deps: {
  providers: OAuthProviderConfig[];
  demoMode: boolean;
  transactions: Transactions;
  accounts: AccountRepository;
  externalLogins: ExternalLoginRepository;
  inProcessFetch: InProcessFetch;
  now: () => Date;
}) {
  const providers = new Map<string, Provider>(deps.providers.map((config) => [config.name, { config, sandbox: false }]));
  if (deps.demoMode && !providers.has(SANDBOX_PROVIDER.name)) {
    providers.set(SANDBOX_PROVIDER.name, {
      sandbox: true,
      config: { name: SANDBOX_PROVIDER.name, issuer: '', clientId: SANDBOX_PROVIDER.clientId, clientSecret: SANDBOX_PROVIDER.clientSecret },
    });
  }
  const discovered = new Map<string, Promise<oauth.AuthorizationServer>>();

  function providerOf(name: string): Provider {
    const provider = providers.get(name);
    if (!provider) throw notFound(name);
    return provider;
  }

  function requestOptions(provider: Provider) {
    return provider.sandbox
      ? { [oauth.customFetch]: deps.inProcessFetch, [oauth.allowInsecureRequests]: true }
      : { [oauth.allowInsecureRequests]: provider.config.issuer.startsWith('http:') };
  }

  async function serverOf(provider: Provider, origin: string): Promise<oauth.AuthorizationServer> {
    if (provider.sandbox) {
      const issuer = `${origin}${SANDBOX_PREFIX}/${provider.config.name}`;
      return {
        issuer,
        authorization_endpoint: `${issuer}/authorize`,
        token_endpoint: `${issuer}/token`,
        userinfo_endpoint: `${issuer}/userinfo`,
        code_challenge_methods_supported: ['S256'],
      };
    }
    let server = discovered.get(provider.config.name);
    if (!server) {
      const issuer = new URL(provider.config.issuer);
      server = oauth
        .discoveryRequest(issuer, { algorithm: 'oidc', ...requestOptions(provider) })
        .then((response) => oauth.processDiscoveryResponse(issuer, response));
      discovered.set(provider.config.name, server);
      server.catch(() => discovered.delete(provider.config.name));
    }
    return server;
  }

  const clientOf = (provider: Provider): oauth.Client => ({ client_id: provider.config.clientId });

  async function personFrom(
    provider: Provider,
    server: oauth.AuthorizationServer,
    redirectUri: string,
    verifier: string,
    params: URLSearchParams,
  ) {
    const client = clientOf(provider);
    const auth = oauth.ClientSecretPost(provider.config.clientSecret);
    const response = await oauth.authorizationCodeGrantRequest(
      server,
      client,
      auth,
      params,
      redirectUri,
      verifier,
      requestOptions(provider),
    );
    const tokens = await oauth.processAuthorizationCodeResponse(server, client, response);
    const info = await oauth.processUserInfoResponse(
      server,
      client,
      oauth.skipSubjectCheck,
      await oauth.userInfoRequest(server, client, tokens.access_token, requestOptions(provider)),
    );
    return info;
  }

  async function accountFor(provider: string, clientId: string, person: oauth.UserInfoResponse): Promise<AccountRow | null> {
    return deps.transactions.run(async () => {
      const linked = await deps.externalLogins.accountIdOf(clientId, provider, person.sub);
      if (linked) return (await deps.accounts.byId(linked)) ?? null;
      const email = typeof person.email === 'string' ? person.email : null;
      // Only an address the provider has verified may create or join an account.
      if (!email || person.email_verified !== true) return null;
      const at = deps.now();
      const existing = await deps.accounts.byEmail(clientId, email);
      // An existing account is joined only when its own address was confirmed too.
      if (existing && !existing.emailConfirmedAt) return null;
      const account =
        existing ??
        (await deps.accounts.insertCustomer(
          {
            clientId,
            email,
            firstName: String(person.given_name ?? person.name ?? '').slice(0, 100) || 'Customer',
            lastName: String(person.family_name ?? '').slice(0, 100),
            phone: null,
            abn: null,
            passwordHash: null,
            emailConfirmedAt: at,
          },
          at,
        ));
      if (!account) return null;
      await deps.externalLogins.link({ clientId, provider, subject: person.sub, accountId: account.id, createdAt: at });
      return account;
    });
  }

  return {
    async start(request: CallRequest, input: StartInput) {
      const provider = providerOf(input.provider);
      const origin = ownOrigin(request) ?? input.origin;
      const server = await serverOf(provider, origin);
      const state = oauth.generateRandomState();
      const verifier = oauth.generateRandomCodeVerifier();
      const redirectUri = `${origin}/api/account/externallogin/${provider.config.name}/callback`;
      const at = deps.now();
      await deps.externalLogins.saveState({
        stateHash: secretHash(state),
        provider: provider.config.name,
        clientId: input.clientId,
        codeVerifier: verifier,
        nonce: input.nonce,
        origin: input.origin,
        returnUrl: input.returnUrl,
        redirectUri,
        createdAt: at,
        expiresAt: new Date(at.getTime() + OAUTH_STATE_TTL_MS),
      });
      const location = new URL(server.authorization_endpoint!);
      location.search = new URLSearchParams({
        response_type: 'code',
        client_id: provider.config.clientId,
        redirect_uri: redirectUri,
        scope: provider.sandbox ? 'email profile' : 'openid email profile',
        state,
        code_challenge: await oauth.calculatePKCECodeChallenge(verifier),
        code_challenge_method: 'S256',
      }).toString();
      return {
        location: location.toString(),
        cookie: { name: OAUTH_STATE_COOKIE, value: state, path: STATE_COOKIE_PATH, maxAge: OAUTH_STATE_TTL_MS / 1000 },
      };
    },

    async finish(request: CallRequest, providerName: string, query: CallbackQuery): Promise<FinishResult> {
      const provider = providerOf(providerName);
      const cookie = { cookieName: OAUTH_STATE_COOKIE, cookiePath: STATE_COOKIE_PATH };
      // The state must be the one this browser was given, and is good once.
      const bound = request.cookies[OAUTH_STATE_COOKIE] === query.state;
      const flow = await deps.externalLogins.takeState(secretHash(query.state));
      if (!bound || !flow || flow.provider !== provider.config.name || flow.expiresAt <= deps.now()) {
        throw new IdentityError(400, 'This sign-in has expired or was started elsewhere. Please try again.');
      }
      const back = { origin: flow.origin, returnUrl: flow.returnUrl, ...cookie };
      if (query.error) return { outcome: 'refused', error: query.error === 'access_denied' ? 'cancelled' : 'invalid', ...back };
      try {
        const server = await serverOf(provider, new URL(flow.redirectUri).origin);
        const params = oauth.validateAuthResponse(
          server,
          clientOf(provider),
          new URLSearchParams(Object.entries(query).filter((entry): entry is [string, string] => typeof entry[1] === 'string')),
          query.state,
        );
        const person = await personFrom(provider, server, flow.redirectUri, flow.codeVerifier, params);
        const account = await accountFor(provider.config.name, flow.clientId, person);
        if (!account) return { outcome: 'refused', error: 'invalid', ...back };
        return { outcome: 'signed-in', account, nonce: flow.nonce, ...back };
      } catch (error) {
        if (error instanceof IdentityError) throw error;
        request.log.warn({ provider: provider.config.name, err: (error as Error).message }, 'social sign-in failed');
        return { outcome: 'refused', error: 'invalid', ...back };
      }
    },
  };
}
export type SocialSignIn = ReturnType<typeof createSocialSignIn>;
