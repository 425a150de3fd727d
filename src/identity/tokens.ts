import { randomUUID } from 'node:crypto';
import { createLocalJWKSet, jwtVerify, SignJWT } from 'jose';
import { TOKEN_ALGORITHM, type SigningKeys } from './signing-keys';

/** `typ` of an access token (RFC 9068); an id token is a plain `JWT` and is never taken for one. */
export const ACCESS_TOKEN_TYPE = 'at+jwt';
export const ID_TOKEN_TYPE = 'JWT';

export interface TokenSettings {
  issuer: string;
  /** The `aud` of access tokens: this storefront's API. */
  apiAudience: string;
  accessTokenTtlSeconds: number;
  now: () => Date;
}

export interface TokenAccount {
  id: string;
  clientId: string;
  role: 'customer' | 'staff';
  email: string;
  firstName: string;
  lastName: string;
  emailConfirmed: boolean;
}

/** What a verified access token says about its caller. */
export interface AccessClaims {
  accountId: string;
  role: 'customer' | 'staff';
  clientId: string;
  familyId: string;
  expiresAt: number;
}

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

export function createTokenService(keys: SigningKeys, settings: TokenSettings) {
  const keySet = createLocalJWKSet(keys.jwks);

  return {
    jwks: () => keys.jwks,

    /** A short-lived access token for the API: sub, role, client and the session family. */
    async accessToken(account: TokenAccount, familyId: string): Promise<{ token: string; expiresAt: number }> {
      const issuedAt = seconds(settings.now());
      const expiresAt = issuedAt + settings.accessTokenTtlSeconds;
      const token = await new SignJWT({ role: account.role, client_id: account.clientId, sid: familyId })
        .setProtectedHeader({ alg: TOKEN_ALGORITHM, typ: ACCESS_TOKEN_TYPE, kid: keys.kid })
        .setIssuer(settings.issuer)
        .setAudience(settings.apiAudience)
        .setSubject(account.id)
        .setJti(randomUUID())
        .setIssuedAt(issuedAt)
        .setExpirationTime(expiresAt)
        .sign(keys.privateKey);
      return { token, expiresAt };
    },

    /** The id token of OpenID Connect: for the client (aud = clientId), with the page's nonce and the names. */
    async idToken(account: TokenAccount, nonce: string): Promise<string> {
      const issuedAt = seconds(settings.now());
      return new SignJWT({
        nonce,
        email: account.email,
        email_verified: account.emailConfirmed,
        given_name: account.firstName,
        family_name: account.lastName,
        name: `${account.firstName} ${account.lastName}`.trim(),
        role: account.role,
      })
        .setProtectedHeader({ alg: TOKEN_ALGORITHM, typ: ID_TOKEN_TYPE, kid: keys.kid })
        .setIssuer(settings.issuer)
        .setAudience(account.clientId)
        .setSubject(account.id)
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + settings.accessTokenTtlSeconds)
        .sign(keys.privateKey);
    },

    /**
     * The claims of a valid access token, or null. Checked: signature by one of our keys, algorithm
     * ES256 only, `typ` at+jwt (so an id token is refused), issuer, audience (the API) and expiry
     * on the injected clock, plus the claims the API relies on.
     */
    async verifyAccessToken(token: string): Promise<AccessClaims | null> {
      try {
        const { payload } = await jwtVerify(token, keySet, {
          issuer: settings.issuer,
          audience: settings.apiAudience,
          algorithms: [TOKEN_ALGORITHM],
          typ: ACCESS_TOKEN_TYPE,
          currentDate: settings.now(),
          clockTolerance: 0,
          requiredClaims: ['sub', 'exp', 'iat'],
        });
        const { sub, role, client_id: clientId, sid, exp } = payload;
        if (typeof sub !== 'string' || (role !== 'customer' && role !== 'staff')) return null;
        if (typeof clientId !== 'string' || typeof sid !== 'string') return null;
        return { accountId: sub, role, clientId, familyId: sid, expiresAt: exp! };
      } catch {
        return null;
      }
    },
  };
}
export type TokenService = ReturnType<typeof createTokenService>;
