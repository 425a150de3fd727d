import type { AccountSummary, ReloginResponse } from '../contracts/identity';
import type { AccountRow } from './repositories/account-repository';
import type { IssuedRefreshToken, SessionService } from './session-service';
import type { AccessClaims, TokenAccount, TokenService } from './tokens';

export interface SignInResult {
  refresh: IssuedRefreshToken;
}

export interface RenewResult extends SignInResult {
  tokens: Omit<ReloginResponse, 'returnUrl'>;
}

export function summaryOf(account: AccountRow): AccountSummary {
  return {
    userId: account.id,
    clientId: account.clientId,
    firstName: account.firstName,
    lastName: account.lastName,
    email: account.email,
    isStaff: account.role === 'staff',
  };
}

function tokenAccount(account: AccountRow): TokenAccount {
  return { ...account, emailConfirmed: account.emailConfirmedAt !== null };
}

/** The bearer token of an Authorization header, or null. */
export function bearerToken(header: string | undefined): string | null {
  const match = /^Bearer[ ]+([\w.~+/-]+=*)$/i.exec(header ?? '');
  return match ? match[1]! : null;
}

/** Sessions and tokens together: what sign-in, the silent renew and the API's caller resolution use. */
export function createTokenIssuer(sessions: SessionService, tokens: TokenService, now: () => Date) {
  return {
    /** The published key set; every key carries kty, kid, alg and use. */
    jwks: () => tokens.jwks() as { keys: Array<Record<string, unknown> & { kty: string; kid: string; alg: string; use: string }> },

    async startSession(account: AccountRow): Promise<SignInResult> {
      return { refresh: await sessions.start(account.id) };
    },

    /** Rotates the refresh token and answers fresh access and id tokens; null when the session is not valid. */
    async renew(refreshToken: string, nonce: string): Promise<RenewResult | null> {
      const rotation = await sessions.rotate(refreshToken);
      if (rotation.outcome !== 'rotated') return null;
      const { account, refresh } = rotation;
      const access = await tokens.accessToken(tokenAccount(account), refresh.familyId);
      return {
        refresh,
        tokens: {
          accessToken: access.token,
          idToken: await tokens.idToken(tokenAccount(account), nonce),
          tokenType: 'Bearer',
          expiresIn: Math.max(0, access.expiresAt - Math.floor(now().getTime() / 1000)),
          expiresAt: access.expiresAt,
          account: summaryOf(account),
        },
      };
    },

    /**
     * Who an access token's bearer is: a valid token whose session family is still live, with the
     * role read from the account row now (a token cannot make anyone staff, nor keep them staff).
     */
    async callerOf(authorization: string | undefined): Promise<(AccessClaims & { role: 'customer' | 'staff' }) | null> {
      const token = bearerToken(authorization);
      if (!token) return null;
      const claims = await tokens.verifyAccessToken(token);
      if (!claims) return null;
      const role = await sessions.liveRole(claims.familyId, claims.accountId);
      return role ? { ...claims, role } : null;
    },

    async familyOf(authorization: string | undefined): Promise<string | undefined> {
      const token = bearerToken(authorization);
      const claims = token ? await tokens.verifyAccessToken(token) : null;
      return claims?.familyId;
    },
  };
}
export type TokenIssuer = ReturnType<typeof createTokenIssuer>;
