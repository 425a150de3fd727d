import type { AppConfig } from '../config/env';

/** The outbox job kind of a mail; the host's worker sends it (services/jobs/mail-jobs MAIL_JOB, checked by a test). */
export const MAIL_JOB_KIND = 'mail.send';

/** One flavour's identity client: the site its links point at and the name its mail signs with. */
export interface IdentityClient {
  clientId: string;
  companyName: string;
  siteUrl: string;
}

export interface IdentitySettings {
  issuer: string;
  apiAudience: string;
  accessTokenTtlSeconds: number;
  refreshTokenTtlDays: number;
  /** This server's flavour's client, used when a sign-in names none. */
  defaultClientId: string;
  /** The clients this server signs in: its own flavour's only (another flavour's clientId is "not known"). */
  clients: ReadonlyMap<string, IdentityClient>;
  /** Origins login-redir may send the browser back to besides the request's own (PUBLIC_URL, CORS_ORIGINS). */
  allowedOrigins: readonly string[];
  /** Refresh cookie Secure (PUBLIC_URL is https). */
  secureCookies: boolean;
  signingKey: string;
  demoMode: boolean;
  providers: AppConfig['identity']['providers'];
}

export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;
export const CONFIRM_TOKEN_TTL_MS = 48 * 60 * 60 * 1000;
export const OAUTH_STATE_TTL_MS = 10 * 60 * 1000;

/** The identity module's settings from the host's configuration. */
export function identitySettingsFrom(config: AppConfig): IdentitySettings {
  // One flavour's server signs in to that flavour only: accounts, sessions and mail links are the
  // flavour's own, and a client id of another flavour must not sign in here (issue 36).
  const brand = config.brand;
  const clients = new Map<string, IdentityClient>([
    [brand.clientId, { clientId: brand.clientId, companyName: brand.companyName, siteUrl: config.publicUrl }],
  ]);
  return {
    issuer: config.identity.issuer,
    apiAudience: `${config.publicUrl}/api`,
    accessTokenTtlSeconds: config.identity.accessTokenTtlSeconds,
    refreshTokenTtlDays: config.identity.refreshTokenTtlDays,
    defaultClientId: config.brand.clientId,
    clients,
    allowedOrigins: [new URL(config.publicUrl).origin, ...config.corsOrigins],
    secureCookies: config.publicUrl.startsWith('https:'),
    signingKey: config.identity.signingKey,
    demoMode: config.demoMode,
    providers: config.identity.providers,
  };
}
