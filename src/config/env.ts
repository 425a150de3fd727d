import { z } from 'zod';
import { APP_IDS, BRANDS, type AppId, type BrandConfig } from '../domain/brands';
import { ALLOW_SANDBOX_VARIABLE, DEFAULT_PROVIDER_SECRET, sandboxPaymentProblems } from './sandbox-payments';

/** Analytics sinks that can be configured (src/providers/analytics): our table, and a logging stand-in for the vendor. */
export const ANALYTICS_SINK_NAMES = ['database', 'sandbox'] as const;
export type AnalyticsSinkName = (typeof ANALYTICS_SINK_NAMES)[number];

/** An empty or blank variable counts as not set (a `.env` line with nothing after the `=`). */
const blankAsUnset = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

/**
 * Environment parsed and validated once at boot. A bad value stops the process with a message
 * that names the variable, before anything listens or touches data.
 */
const optionalUrl = z.preprocess(blankAsUnset, z.string().trim().url('must be a URL such as postgres://user@host:5432/db').optional());

const envSchema = z.object({
  APP: z.enum(APP_IDS).default('wa'),
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: optionalUrl,
  REDIS_URL: optionalUrl,
  PUBLIC_URL: optionalUrl,
  /**
   * Seconds a page every anonymous visitor shares is kept whole in this process (ADR 0037); 0, the
   * default, renders every request. At most 30: the API's shared answers it is made of live 30 s.
   */
  PAGE_CACHE_SECONDS: z.coerce.number().int().min(0).max(30).default(0),
  /**
   * Megabytes of characters of server-rendered markup kept between renders (ADR 0041: tiles and
   * footer columns drawn from their data alone); 0 renders every element of every page.
   */
  FRAGMENT_CACHE_MB: z.coerce.number().int().min(0).max(1024).default(16),
  /** Requests per minute per client address on /api and pages; 0 turns the limit off. */
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(0).default(1200),
  /**
   * Proxies whose X-Forwarded-For and X-Forwarded-Proto are believed: `none` (the default: the
   * client is the socket's peer, so nobody can pick their rate-limit bucket with a forged header),
   * a hop count, or addresses and CIDR ranges in Fastify trustProxy syntax.
   */
  TRUST_PROXY: z
    .string()
    .trim()
    .default('none')
    .refine(
      (v) => v !== '' && v !== 'true',
      'name the proxies (addresses, CIDR ranges or a hop count) or none; trusting every client lets anyone forge their address',
    )
    .transform((v): string | number | false => (v === 'none' || v === 'false' ? false : /^\d+$/.test(v) ? Number(v) : v)),
  /** Other origins allowed to call /api with the visitor's cookies (CORS), comma list; empty by default. */
  CORS_ORIGINS: z
    .string()
    .default('')
    .transform((v) =>
      v
        .split(',')
        .map((s) => s.trim())
        .filter((s) => s.length > 0),
    )
    .pipe(z.array(z.url({ error: 'each origin must be scheme://host[:port]' }).transform((u) => new URL(u).origin))),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Check every /api answer against its contract (a drift answers 500); on by default outside production. */
  API_RESPONSE_CHECKS: z.enum(['on', 'off']).optional(),
  /** Seed an empty database on boot (demo data); follows DEMO_MODE when not set. */
  SEED_ON_START: z.enum(['true', 'false']).optional(),
  /** The demo conveniences: demo data, /dev/mail (later demo accounts, codes and sandbox pages). */
  DEMO_MODE: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  /** smtp:// or smtps:// server for outgoing mail; without it mail is written to DATA_DIR/mail. */
  MAIL_URL: z.preprocess(
    blankAsUnset,
    z
      .string()
      .trim()
      .regex(/^smtps?:\/\/[^\s]+$/, 'must be an SMTP URL such as smtp://user:password@mail.example.com:587')
      .optional(),
  ),
  /** The sender of outgoing mail; the flavour's name at its hostname by default. */
  MAIL_FROM: z.string().trim().optional(),
  /** Run the background worker (outbox jobs such as mail) in this process. */
  RUN_WORKER: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  // Keys and ids of outside services; the sandbox adapters run when they are empty.
  PAYMENT_PROVIDER_KEY: z.string().default(''),
  /** The card payment gateway adapter (src/providers/payments); only the sandbox gateway exists so far. */
  PAYMENT_GATEWAY: z.enum(['sandbox'], { error: 'must be sandbox' }).default('sandbox'),
  /** How long checkout waits for the gateway before it leaves the outcome to reconciliation. */
  PAYMENT_GATEWAY_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(15_000),
  /**
   * The sandbox gateway's RSA private key (PKCS8 PEM or private JWK as JSON); without it one is
   * generated once and kept in the database, like the identity signing key.
   */
  SANDBOX_GATEWAY_PRIVATE_KEY: z.string().trim().default(''),
  /**
   * The payment providers beyond the card, one adapter per kind (src/providers/payments): redirect
   * and return (PayPal, Afterpay, Zip, Klarna, Humm), the in-store device (Zip in store) and the
   * wallets (Apple Pay, Google Pay). Only the sandbox adapters exist so far.
   */
  PAYMENT_REDIRECT_PROVIDER: z.enum(['sandbox'], { error: 'must be sandbox' }).default('sandbox'),
  PAYMENT_DEVICE_PROVIDER: z.enum(['sandbox'], { error: 'must be sandbox' }).default('sandbox'),
  PAYMENT_WALLET_PROVIDER: z.enum(['sandbox'], { error: 'must be sandbox' }).default('sandbox'),
  /** The shared secret provider callbacks are signed with (HMAC-SHA256); set your own outside the demo. */
  PAYMENT_PROVIDER_SECRET: z.string().min(16, 'must be at least 16 characters').default(DEFAULT_PROVIDER_SECRET),
  /**
   * Outside demo mode the sandbox payment adapters and the default callback secret stop the boot
   * unless this is exactly `yes-no-real-money-is-taken` (src/config/sandbox-payments.ts).
   */
  [ALLOW_SANDBOX_VARIABLE]: z.preprocess(blankAsUnset, z.string().optional()),
  /** When the sandbox providers send their callback after the shopper's decision: -1 never, 0 before the shopper returns. */
  SANDBOX_CALLBACK_DELAY_MS: z.coerce.number().int().min(-1).max(600_000).default(2_000),
  /** How many copies of each callback the sandbox providers send (2 shows a duplicate). */
  SANDBOX_CALLBACK_COPIES: z.coerce.number().int().min(1).max(5).default(1),
  ANALYTICS_KEY: z.string().default(''),
  /** Where accepted storefront events go: a comma-separated list of database and sandbox. */
  ANALYTICS_SINKS: z
    .string()
    .default('database')
    .transform((v) => [
      ...new Set(
        v
          .split(',')
          .map((s) => s.trim())
          .filter((s) => s.length > 0),
      ),
    ])
    .pipe(
      z
        .array(z.enum(ANALYTICS_SINK_NAMES, { error: `each sink must be one of ${ANALYTICS_SINK_NAMES.join(', ')}` }))
        .min(1, 'name at least one sink'),
    ),
  /**
   * The key that signs access and id tokens (ES256): a PKCS8 PEM or a private JWK as JSON. Without
   * it a key is generated once and kept in the database, shared by every replica.
   */
  IDENTITY_SIGNING_KEY: z.string().trim().default(''),
  /** The `iss` of tokens; PUBLIC_URL by default. */
  IDENTITY_ISSUER: optionalUrl,
  /** Lifetime of an access (and id) token, seconds. */
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(60).max(3600).default(600),
  /** Lifetime of a refresh token (a session left unused that long ends), days. */
  REFRESH_TOKEN_TTL_DAYS: z.coerce.number().int().min(1).max(90).default(14),
  /**
   * Social sign-in providers, comma list of names (e.g. `google`); each is configured by
   * OAUTH_<NAME>_ISSUER, OAUTH_<NAME>_CLIENT_ID and OAUTH_<NAME>_CLIENT_SECRET. Demo mode adds `sandbox`.
   */
  OAUTH_PROVIDERS: z
    .string()
    .default('')
    .transform((v) =>
      v
        .split(',')
        .map((s) => s.trim().toLowerCase())
        .filter((s) => s.length > 0),
    )
    .pipe(z.array(z.string().regex(/^[a-z0-9-]{1,40}$/, 'provider names are letters, digits and hyphens'))),
  MAPS_ID: z.string().default(''),
  /**
   * The maps service the checkout's address autocomplete loads: `sandbox` serves our own at
   * /sandbox/maps (from our localities and street names); `google` serves none (the flavour's
   * settings mapsScriptUrl and mapsApiKey then point at Google). Sandbox in demo mode by default.
   */
  MAPS_PROVIDER: z.enum(['sandbox', 'google']).optional(),
  /** Deliveries a warehouse makes on a day unless that day has a capacity of its own. */
  DELIVERY_DAY_CAPACITY: z.coerce.number().int().min(0).max(100_000).default(40),
  /**
   * The moment the demo data's nearly full and full delivery days count from (ISO 8601); the moment
   * of seeding by default. Fixing it lets a demo, or a test that starts servers, know those days.
   */
  DEMO_DELIVERY_DAYS_FROM: z.preprocess(
    blankAsUnset,
    z.iso
      .datetime({ offset: true, error: 'must be an ISO 8601 time such as 2026-11-29T09:00:00Z' })
      .transform((value) => new Date(value))
      .optional(),
  ),
  PINBOARD_TAG_ID: z.string().default(''),
  AFFILIATE_PARTNER_ID: z.string().default(''),
});

export interface AppConfig {
  app: AppId;
  env: 'development' | 'production' | 'test';
  production: boolean;
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  publicUrl: string;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  rateLimitPerMinute: number;
  /** Seconds an anonymous, shareable page is kept whole (0: off). */
  pageCacheSeconds: number;
  /** Megabytes of characters of kept server markup (0: off). */
  fragmentCacheMb: number;
  trustProxy: string | number | false;
  corsOrigins: string[];
  seedOnStart: boolean;
  /** Whether /api answers are checked against their contracts (API_RESPONSE_CHECKS). */
  checkApiAnswers: boolean;
  demoMode: boolean;
  mailUrl: string | undefined;
  mailFrom: string;
  runWorker: boolean;
  analyticsSinks: AnalyticsSinkName[];
  /** Serve the sandbox maps service at /sandbox/maps (MAPS_PROVIDER, sandbox in demo mode). */
  sandboxMaps: boolean;
  /** Deliveries a warehouse makes on a day without a capacity of its own (DELIVERY_DAY_CAPACITY). */
  deliveryDayCapacity: number;
  /** Where demo delivery days count from (DEMO_DELIVERY_DAYS_FROM); the moment of seeding when not set. */
  demoDeliveryDaysFrom: Date | undefined;
  brand: BrandConfig;
  identity: {
    signingKey: string;
    issuer: string;
    accessTokenTtlSeconds: number;
    refreshTokenTtlDays: number;
    providers: OAuthProviderConfig[];
  };
  /** Environment configuration fields of document 1 section 9 that are keys or ids. */
  payments: {
    gateway: 'sandbox';
    timeoutMs: number;
    sandboxPrivateKey: string;
    providers: { redirect: 'sandbox'; device: 'sandbox'; wallet: 'sandbox' };
    providerSecret: string;
    sandboxCallbacks: { delayMs: number | null; copies: number };
  };
  integrations: {
    paymentProviderKey: string;
    analyticsKey: string;
    mapsId: string;
    pinboardTagId: string;
    affiliatePartnerId: string;
  };
}

/** A social sign-in provider (OAuth 2.0 / OpenID Connect), found by discovery from its issuer. */
export interface OAuthProviderConfig {
  name: string;
  issuer: string;
  clientId: string;
  clientSecret: string;
}

function oauthProviders(names: string[], source: Record<string, string | undefined>): OAuthProviderConfig[] {
  return names.map((name) => {
    const prefix = `OAUTH_${name.toUpperCase().replace(/-/g, '_')}`;
    const read = (suffix: string) => {
      const value = source[`${prefix}_${suffix}`]?.trim();
      if (!value) throw new ConfigError(`Invalid environment configuration:\n  ${prefix}_${suffix}: is required for provider ${name}`);
      return value;
    };
    const issuer = read('ISSUER');
    if (!/^https?:\/\//.test(issuer)) throw new ConfigError(`Invalid environment configuration:\n  ${prefix}_ISSUER: must be a URL`);
    return { name, issuer: issuer.replace(/\/+$/, ''), clientId: read('CLIENT_ID'), clientSecret: read('CLIENT_SECRET') };
  });
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

export function loadConfig(source: Record<string, string | undefined> = process.env): AppConfig {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => {
      // The variable is the first path segment; a list variable's issues also name the item (ANALYTICS_SINKS.1).
      const variable = issue.path.length > 0 ? String(issue.path[0]) : '(environment)';
      const given = source[variable];
      return `  ${variable}: ${issue.message}${given !== undefined ? ` (got "${given}")` : ''}`;
    });
    throw new ConfigError(`Invalid environment configuration:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  const paymentProblems = sandboxPaymentProblems({
    demoMode: env.DEMO_MODE,
    allowSandbox: env[ALLOW_SANDBOX_VARIABLE],
    adapters: {
      PAYMENT_GATEWAY: env.PAYMENT_GATEWAY,
      PAYMENT_REDIRECT_PROVIDER: env.PAYMENT_REDIRECT_PROVIDER,
      PAYMENT_DEVICE_PROVIDER: env.PAYMENT_DEVICE_PROVIDER,
      PAYMENT_WALLET_PROVIDER: env.PAYMENT_WALLET_PROVIDER,
    },
    providerSecret: env.PAYMENT_PROVIDER_SECRET,
  });
  if (paymentProblems.length > 0) throw new ConfigError(`Invalid environment configuration:\n  ${paymentProblems.join('\n  ')}`);
  const brand = BRANDS[env.APP];
  const publicUrl = (env.PUBLIC_URL ?? `https://${brand.hostname}`).replace(/\/+$/, '');
  return {
    app: env.APP,
    env: env.NODE_ENV,
    production: env.NODE_ENV === 'production',
    port: env.PORT,
    host: env.HOST,
    dataDir: env.DATA_DIR,
    databaseUrl: env.DATABASE_URL,
    redisUrl: env.REDIS_URL,
    publicUrl,
    logLevel: env.LOG_LEVEL,
    rateLimitPerMinute: env.RATE_LIMIT_PER_MINUTE,
    pageCacheSeconds: env.PAGE_CACHE_SECONDS,
    fragmentCacheMb: env.FRAGMENT_CACHE_MB,
    trustProxy: env.TRUST_PROXY,
    corsOrigins: env.CORS_ORIGINS,
    seedOnStart: env.SEED_ON_START === undefined ? env.DEMO_MODE : env.SEED_ON_START === 'true',
    demoMode: env.DEMO_MODE,
    mailUrl: env.MAIL_URL,
    mailFrom: env.MAIL_FROM || `"${brand.companyName}" <no-reply@${brand.hostname}>`,
    runWorker: env.RUN_WORKER,
    checkApiAnswers: env.API_RESPONSE_CHECKS ? env.API_RESPONSE_CHECKS === 'on' : env.NODE_ENV !== 'production',
    analyticsSinks: env.ANALYTICS_SINKS,
    sandboxMaps: env.MAPS_PROVIDER === undefined ? env.DEMO_MODE : env.MAPS_PROVIDER === 'sandbox',
    deliveryDayCapacity: env.DELIVERY_DAY_CAPACITY,
    demoDeliveryDaysFrom: env.DEMO_DELIVERY_DAYS_FROM,
    brand,
    identity: {
      signingKey: env.IDENTITY_SIGNING_KEY,
      issuer: (env.IDENTITY_ISSUER ?? publicUrl).replace(/\/+$/, ''),
      accessTokenTtlSeconds: env.ACCESS_TOKEN_TTL_SECONDS,
      refreshTokenTtlDays: env.REFRESH_TOKEN_TTL_DAYS,
      providers: oauthProviders(env.OAUTH_PROVIDERS, source),
    },
    payments: {
      gateway: env.PAYMENT_GATEWAY,
      timeoutMs: env.PAYMENT_GATEWAY_TIMEOUT_MS,
      sandboxPrivateKey: env.SANDBOX_GATEWAY_PRIVATE_KEY,
      providers: { redirect: env.PAYMENT_REDIRECT_PROVIDER, device: env.PAYMENT_DEVICE_PROVIDER, wallet: env.PAYMENT_WALLET_PROVIDER },
      providerSecret: env.PAYMENT_PROVIDER_SECRET,
      sandboxCallbacks: {
        delayMs: env.SANDBOX_CALLBACK_DELAY_MS < 0 ? null : env.SANDBOX_CALLBACK_DELAY_MS,
        copies: env.SANDBOX_CALLBACK_COPIES,
      },
    },
    integrations: {
      paymentProviderKey: env.PAYMENT_PROVIDER_KEY,
      analyticsKey: env.ANALYTICS_KEY,
      mapsId: env.MAPS_ID,
      pinboardTagId: env.PINBOARD_TAG_ID,
      affiliatePartnerId: env.AFFILIATE_PARTNER_ID,
    },
  };
}
