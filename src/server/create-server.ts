import path from 'node:path';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import type { ServerBuild } from 'react-router';
import type { CallerResolver } from '../api/http/caller';
import { HttpError } from '../api/http/errors';
import { defineRoute } from '../api/http/define-route';
import { registerApi } from '../api/register-api';
import { readVisitorId } from '../api/http/visitor-id';
import { createIdentity } from '../identity/create-identity';
import { identitySettingsFrom } from '../identity/identity-settings';
import { identityCallerResolver, resolvePageCaller } from './caller-resolution';
import type { AppConfig } from '../config/env';
import type { DatabaseHandle } from '../db/client';
import { assortmentOf } from '../domain/assortment';
import { createServices } from '../services/create-services';
import type { Mailer } from '../providers/mail/mailer';
import { mailFolder, registerBackgroundWork } from './background-work';
import { registerDevMailPages } from './dev-mail-pages';
import { createStreetDirectoryRepository } from '../db/repositories/street-directory-repository';
import { registerSandboxMaps } from '../providers/maps/sandbox-maps-routes';
import { registerCrawlFiles } from './crawl-files';
import { createErrorAnswers } from './error-answers';
import { loggerOptions, RequestLogController, requestLogger } from './logger-options';
import { keepPeerAddresses } from './peer-address';
import { fetchInMemory } from './in-memory-http';
import { canonicalTarget } from './request-url';
import { apiSecurityHeaders, contentSecurityPolicy, helmetHeaders, isApiDataPath, newNonce } from './security-headers';
import { SANDBOX_PROVIDER } from '../identity/social/sandbox-identity';
import { registerSsr } from './ssr';
import type { PaymentGateway } from '../providers/payments/payment-gateway';
import type { DeliveryQuoter } from '../services/delivery/delivery-quote';
import { isSandboxGateway } from '../providers/payments/sandbox-gateway';
import { registerCheckoutReturn, registerSandboxGatewayPages } from './payment-pages';
import { registerSandboxProviderPages } from './provider-pages';
import { COMPRESSION_THRESHOLD_BYTES } from '../api/http/compression';

export interface ServerOptions {
  config: AppConfig;
  database: DatabaseHandle;
  /** The React Router server build; omitted for an API-only server (API tests). */
  ssrBuild?: ServerBuild | (() => Promise<ServerBuild>);
  /** Folder of the built browser assets (build/client). */
  clientDir?: string;
  now?: () => Date;
  logger?: boolean;
  /** Who is calling; the identity service's access tokens unless a test passes its own identities. */
  resolveCaller?: CallerResolver;
  /** Outgoing mail; from MAIL_URL (or the demo mail folder) unless a test passes its own. */
  mailer?: Mailer;
  /** Where log lines go instead of stdout (a test reads what a request logged). */
  logStream?: NodeJS.WritableStream;
  /** The card gateway; PAYMENT_GATEWAY's adapter unless a test wraps one. */
  paymentGateway?: PaymentGateway;
  /** How delivery is priced and booked; the delivery service's unless a test passes one. */
  deliveryQuoter?: DeliveryQuoter;
}

const IMMUTABLE = 'public, max-age=31536000, immutable';
const BODYLESS_METHODS = new Set(['GET', 'HEAD']);
/** Routes of real static files (one per file: the static plugin registers no wildcard). */
const STATIC_ROUTE = /^\/(assets|media)\/|^\/favicon/;

function hopsTrusted(hops: number) {
  return (_address: string, hop: number) => hop < hops;
}

export async function createServer(options: ServerOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const errorAnswers = createErrorAnswers();
  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : {
            ...loggerOptions(config.logLevel, options.logStream === undefined && process.stdout.isTTY === true),
            ...(options.logStream ? { stream: options.logStream } : {}),
          },
    // Without a logger Fastify hands every request its silent logger, unless a factory is given.
    ...(options.logger === false ? {} : { childLoggerFactory: requestLogger }),
    // One line per request instead of Fastify's two; static files at debug. A page's API reads are
    // calls in process (ADR 0049), not requests, so a page view is one line.
    logController: new RequestLogController((request) => STATIC_ROUTE.test(request.routeOptions.url ?? '')),
    // A hop count trusts that many proxies in front of us, the nearest first.
    trustProxy: typeof config.trustProxy === 'number' ? hopsTrusted(config.trustProxy) : config.trustProxy,
    // One reading of the address for routing, the rate limit, static files and pages (request-url.ts).
    rewriteUrl: (request) => canonicalTarget(request.url ?? '/'),
    routerOptions: { ignoreTrailingSlash: true, ignoreDuplicateSlashes: true, caseSensitive: false },
    bodyLimit: 1024 * 1024,
    frameworkErrors: errorAnswers.frameworkErrors,
    clientErrorHandler: errorAnswers.clientError,
  });
  errorAnswers.register(app);
  keepPeerAddresses(app.server);

  const redis = config.redisUrl ? new Redis(config.redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1 }) : undefined;
  app.addHook('onClose', async () => {
    redis?.disconnect();
  });

  await app.register(cookie);
  // Among the answer's own headers (every answer here is written through Fastify's reply; the
  // security header tests hold that), not on the raw response as helmet's middleware sets them: one
  // raw setHeader sends every other header of the answer through Node's slow path, validated and
  // stored twice (about a sixth of an API call's CPU, bench/README.md "React Router's per-page work").
  // Documents get helmet's set, API answers the set that protects data (ADR 0045).
  const helmet = helmetHeaders();
  const documentHeaders = Object.fromEntries(helmet);
  const apiHeaders = apiSecurityHeaders(helmet);
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(isApiDataPath(request.url) ? apiHeaders : documentHeaders);
    done();
  });
  // Fastify never reads the body of a GET or HEAD, so there is nothing to decompress: compression's
  // request-body hook goes only on routes that take a body (registered first, it is seen by compress).
  app.addHook('onRoute', (route) => {
    if ([route.method].flat().every((method) => BODYLESS_METHODS.has(method))) route.decompress ??= false;
  });
  await app.register(compress, { threshold: COMPRESSION_THRESHOLD_BYTES });
  if (config.rateLimitPerMinute > 0) {
    await app.register(rateLimit, {
      max: config.rateLimitPerMinute,
      timeWindow: '1 minute',
      redis,
      // Static files are served like a CDN would: cheap, cacheable and not worth counting. Only a
      // request routed to a real file is one (/media/nothing renders the not-found page, so it counts).
      // A page's API calls are answered in process (ADR 0049): a page view counts once, as the page request.
      allowList: (request) => STATIC_ROUTE.test(request.routeOptions.url ?? ''),
      errorResponseBuilder: (_request, context) => new HttpError(429, [`Try again in ${context.after}.`]),
    });
  }

  app.get('/health', async (_request, reply) => {
    try {
      await database.db.execute('select 1');
      return { status: 'ok', database: database.kind };
    } catch {
      return reply.status(503).send({ status: 'unavailable', database: database.kind });
    }
  });

  const now = options.now ?? (() => new Date());
  const services = createServices(database.db, {
    analyticsSinks: config.analyticsSinks,
    log: { info: (details, message) => app.log.info(details, message) },
    money: config.brand,
    assortment: assortmentOf(config.brand),
    app: config.brand.app,
    brand: config.brand,
    publicUrl: config.publicUrl,
    now,
    payments: {
      gateway: options.paymentGateway,
      timeoutMs: config.payments.timeoutMs,
      sandboxPrivateKey: config.payments.sandboxPrivateKey,
      providerSecret: config.payments.providerSecret,
      sandboxCallbacks: config.payments.sandboxCallbacks,
    },
    deliveryQuoter: options.deliveryQuoter,
    deliveryDayCapacity: config.deliveryDayCapacity,
  });
  // The identity service: its own module, mounted here; it could run on a host of its own.
  const identity = await createIdentity({
    db: database.db,
    settings: identitySettingsFrom(config),
    now,
    inProcessFetch: fetchInMemory(app.server),
    // The visitor's cart joins the account's at sign-in (docs/adr/0026-cart-merge-at-sign-in.md).
    onSignedIn: async (accountId, request) => {
      const visitorId = readVisitorId(request);
      if (visitorId) await services.cart.mergeVisitorCartIntoAccount(visitorId, accountId);
    },
  });
  const identityRoutes = await identity.mount(app, defineRoute);
  await registerApi(
    app,
    { services, brand: config.brand, now, checkAnswers: config.checkApiAnswers },
    {
      resolveCaller: options.resolveCaller ?? identityCallerResolver(identity),
      modules: [identityRoutes],
      contentSecurityPolicy: () => contentSecurityPolicy(newNonce()),
      cors: { origins: config.corsOrigins },
    },
  );
  registerBackgroundWork(app, { config, services, db: database.db, now, mailer: options.mailer });
  if (config.demoMode) await registerDevMailPages(app, mailFolder(config));
  await registerCheckoutReturn(app, services, async (request) =>
    options.resolveCaller ? options.resolveCaller(request) : (await resolvePageCaller(identity, request)).caller,
  );
  if (isSandboxGateway(services.paymentGateway)) await registerSandboxGatewayPages(app, services.paymentGateway);
  await registerSandboxProviderPages(app, services.paymentProviders);
  // The sandbox maps service the checkout's address autocomplete loads (MAPS_PROVIDER, demo mode's default).
  if (config.sandboxMaps)
    await registerSandboxMaps(app, { directory: createStreetDirectoryRepository(database.db), defaultCountry: config.brand.country });
  await registerCrawlFiles(app, { services, brand: config.brand, publicUrl: config.publicUrl });

  if (options.clientDir) {
    await app.register(fastifyStatic, {
      root: path.resolve(options.clientDir),
      wildcard: false,
      index: false,
      setHeaders(res, filePath) {
        // Vite's hashed bundles never change; everything else may be replaced by a deploy.
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', hashed ? IMMUTABLE : 'public, max-age=3600');
      },
    });
  }

  if (options.ssrBuild) {
    const pages = await registerSsr(app, {
      build: options.ssrBuild,
      mode: config.production ? 'production' : 'development',
      brand: config.brand,
      publicUrl: config.publicUrl,
      pageCacheSeconds: config.pageCacheSeconds,
      fragmentCacheMb: config.fragmentCacheMb,
      now,
      // A test's own identities (resolveCaller) say who asks for a page too, as they do for the API.
      pageCaller: options.resolveCaller
        ? async (request) => ({ caller: await options.resolveCaller!(request), account: null })
        : (request) => resolvePageCaller(identity, request),
      // Demo mode adds the sandbox provider to the configured ones (src/identity/social).
      socialProviders: [...(config.demoMode ? [SANDBOX_PROVIDER.name] : []), ...config.identity.providers.map((provider) => provider.name)],
    });
    errorAnswers.usePages(pages);
  }
  return app;
}
