import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client';
import { createAddressQuotaRepository } from '../db/repositories/address-quota-repository';
import { createOutboxRepository } from '../db/repositories/outbox-repository';
import { createTransactions } from '../db/transactions';
import { createAccountService, type AccountService } from './account-service';
import { identityRoutesPlugin, type SignedInHook } from './identity-routes';
import type { IdentitySettings } from './identity-settings';
import { createAccountRepository } from './repositories/account-repository';
import { createExternalLoginRepository } from './repositories/external-login-repository';
import { createOneTimeTokenRepository } from './repositories/one-time-token-repository';
import { createRefreshTokenRepository } from './repositories/refresh-token-repository';
import { createSignInFailureRepository } from './repositories/sign-in-failure-repository';
import { createSigningKeyRepository } from './repositories/signing-key-repository';
import type { RouteRegistrar } from './route-registrar';
import { createSessionService } from './session-service';
import { createSignInThrottle } from './sign-in-throttle';
import { loadSigningKeys } from './signing-keys';
import { registerSandboxProvider } from './social/sandbox-provider';
import { createSocialSignIn, type InProcessFetch } from './social/social-sign-in';
import { createTokenIssuer, summaryOf, type TokenIssuer } from './token-issuer';
import { createTokenService } from './tokens';
import type { AccountSummary } from '../contracts/identity';

export interface IdentityHostOptions {
  db: Database;
  settings: IdentitySettings;
  now: () => Date;
  /** The host's follow-up to a completed sign-in; nothing by default. */
  onSignedIn?: SignedInHook;
  /**
   * How the sandbox provider's token and userinfo endpoints are fetched: the host answers them in
   * this process, whatever PUBLIC_URL says.
   */
  inProcessFetch: InProcessFetch;
}

/** Who a request is, as the identity service knows it. */
export interface IdentityCaller {
  kind: 'customer' | 'staff';
  accountId: string;
}

/**
 * The identity service as one module: its repositories, services, tokens and routes. A host
 * mounts `routes` inside its /api plugin (with its own route registrar), registers the sandbox
 * provider's pages in demo mode, and asks `callerOfBearer` and `callerOfSession` who is calling.
 */
export async function createIdentity(options: IdentityHostOptions) {
  const { db, settings, now } = options;
  const transactions = createTransactions(db);
  const accountRepository = createAccountRepository(transactions.db);
  const sessions = createSessionService(createRefreshTokenRepository(transactions.db), accountRepository, {
    refreshTokenTtlDays: settings.refreshTokenTtlDays,
    now,
  });
  const keys = await loadSigningKeys(settings.signingKey, createSigningKeyRepository(db));
  const tokens = createTokenService(keys, {
    issuer: settings.issuer,
    apiAudience: settings.apiAudience,
    accessTokenTtlSeconds: settings.accessTokenTtlSeconds,
    now,
  });
  const issuer: TokenIssuer = createTokenIssuer(sessions, tokens, now);
  const accounts: AccountService = createAccountService({
    transactions,
    accounts: accountRepository,
    oneTimeTokens: createOneTimeTokenRepository(transactions.db),
    outbox: createOutboxRepository(transactions.db),
    quotas: createAddressQuotaRepository(transactions.db),
    sessions,
    throttle: createSignInThrottle(createSignInFailureRepository(transactions.db), transactions, now),
    settings,
    now,
  });

  return {
    tokens,
    issuer,
    accounts,
    sessions,

    /** Registers the sandbox provider (demo mode) on the host and answers the /api routes plugin. */
    async mount(app: FastifyInstance, defineRoute: RouteRegistrar) {
      if (settings.demoMode) await registerSandboxProvider(app);
      const social = createSocialSignIn({
        providers: settings.providers,
        demoMode: settings.demoMode,
        transactions,
        accounts: accountRepository,
        externalLogins: createExternalLoginRepository(transactions.db),
        now,
        inProcessFetch: options.inProcessFetch,
      });
      return async (api: FastifyInstance) =>
        identityRoutesPlugin(api, {
          defineRoute,
          accounts,
          sessions,
          issuer,
          social,
          settings,
          onSignedIn: options.onSignedIn ?? (async () => {}),
        });
    },

    /** The caller of an `Authorization: Bearer` access token, or null for none or an invalid one. */
    async callerOfBearer(authorization: string | undefined): Promise<IdentityCaller | null> {
      const claims = await issuer.callerOf(authorization);
      return claims ? { kind: claims.role, accountId: claims.accountId } : null;
    },

    /** The caller of a page request's refresh cookie, read only (no rotation), with the header's summary. */
    async callerOfSession(refreshToken: string | undefined): Promise<(IdentityCaller & { summary: AccountSummary }) | null> {
      if (!refreshToken) return null;
      const session = await sessions.peek(refreshToken);
      if (!session) return null;
      return { kind: session.account.role, accountId: session.account.id, summary: summaryOf(session.account) };
    },
  };
}
export type Identity = Awaited<ReturnType<typeof createIdentity>>;
