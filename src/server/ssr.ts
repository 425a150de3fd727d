import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createRequestHandler, type AppLoadContext, type ServerBuild } from 'react-router';
import { HttpError } from '../api/http/errors';
import { readVisitorId } from '../api/http/visitor-id';
import { isSignedIn } from '../domain/caller';
import { createApiClient } from '../contracts/api-client';
import type { BrandConfig } from '../domain/brands';
import type { PageCaller } from './caller-resolution';
import { dispatchEnvironment, pageApiTransport } from './page-api';
import { pageCacheControl, SHARED_PAGE_CACHE_CONTROL } from './page-cache-policy';
import { cachedPageResponse, createPageCache, sharedPageKey } from './page-cache';
import { createSharedResponseCache } from './shared-response-cache';
import { checkPageRequest, formBodyParser } from './page-request';
import { requestOrigin } from '../api/http/origin';
import { canonicalTarget } from './request-url';
import { contentSecurityPolicy, newNonce } from './security-headers';
import { documentBytes, hasDocument, wholeDocumentResponse } from '../web/whole-document';
import { createFragmentStore } from '../web/fragment-store';

export interface SsrOptions {
  build: ServerBuild | (() => Promise<ServerBuild>);
  mode: 'production' | 'development';
  brand: BrandConfig;
  publicUrl: string;
  /**
   * Who a page request is (the refresh cookie, read only); every visitor is anonymous without it.
   * A page rendered for someone signed in is theirs alone (page-cache-policy.ts).
   */
  pageCaller?: (request: FastifyRequest) => Promise<PageCaller>;
  /** Social sign-in providers the identity service offers (the login page's buttons). */
  socialProviders?: readonly string[];
  /** Seconds a page every anonymous visitor shares is kept whole (page-cache.ts); 0 renders every request. */
  pageCacheSeconds?: number;
  /** Megabytes of characters of markup kept between renders (server-fragments.ts); 0 or absent keeps none. */
  fragmentCacheMb?: number;
  /** The server's clock, handed to loaders (the one the API reads). */
  now: () => Date;
}

/** What the rest of the server asks of the pages: our error page for a refused request, and a page's methods. */
export interface PageAnswers {
  /** The error page with this status (the same for every visitor). */
  errorPage(status: number): Promise<{ response: Response; nonce: string }>;
  send(reply: FastifyReply, rendered: { response: Response; nonce: string }): Promise<FastifyReply>;
}

/** Where the error page is rendered: React Router's /404 route, which takes its status from the context. */
const ERROR_PAGE_PATH = '/404';
const ERROR_PAGE_TTL_MS = 60_000;

function fetchHeaders(request: FastifyRequest): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    for (const v of Array.isArray(value) ? value : [value]) headers.append(name, v);
  }
  return headers;
}

/** The page request React Router sees: the canonical target (request-url.ts) on the origin it was sent to. */
function toFetchRequest(request: FastifyRequest, origin: string): Request {
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  return new Request(new URL(canonicalTarget(request.url), origin), {
    method: request.method,
    headers: fetchHeaders(request),
    // Form posts arrive read and checked (page-request.ts); anything else has no body.
    body: hasBody && typeof request.body === 'string' ? request.body : undefined,
  });
}

function pageRequestShape(request: FastifyRequest, origin: string) {
  const country = request.headers['cf-ipcountry'];
  return {
    method: request.method,
    target: canonicalTarget(request.url),
    origin,
    cookieHeader: request.headers.cookie,
    authorization: request.headers.authorization,
    country: typeof country === 'string' ? country : undefined,
  };
}

/** A redirect to a path stays on this site: `//host/x` (or `/\\host`) is read as the path /host/x, as for requests. */
function sameSiteLocation(location: string): string {
  return /^[/\\]/.test(location) ? canonicalTarget(location) : location;
}

async function sendFetchResponse(reply: FastifyReply, response: Response, nonce: string, signedIn = false): Promise<FastifyReply> {
  const { request } = reply;
  reply.status(response.status);
  for (const [name, value] of response.headers) {
    if (name !== 'set-cookie') reply.header(name, name === 'location' ? sameSiteLocation(value) : value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header('set-cookie', cookies);
  const contentType = response.headers.get('content-type') ?? '';
  if (contentType.startsWith('text/html')) reply.header('content-security-policy', contentSecurityPolicy(nonce));
  // A client navigation's page data (React Router's text/x-script stream) is the page in another
  // form and holds the same prices: it follows the same cache rule.
  if (contentType.startsWith('text/html') || contentType.startsWith('text/x-script')) {
    reply.header(
      'cache-control',
      pageCacheControl({
        method: request.method,
        pathname: new URL(request.url, 'http://page').pathname,
        cookieHeader: request.headers.cookie,
        status: response.status,
        setsCookie: cookies.length > 0,
        signedIn,
      }),
    );
    reply.header('vary', 'Cookie');
  }
  if (!hasDocument(response)) return reply.send();
  // Documents arrive whole (entry.server.tsx): one buffer, one socket write, a Content-Length.
  if (contentType.startsWith('text/html')) return reply.send(await documentBytes(response));
  return reply.send(Readable.fromWeb(response.body as import('node:stream/web').ReadableStream));
}

/** Every path that is not an API call or a static file is rendered by the React Router app. */
export async function registerSsr(app: FastifyInstance, options: SsrOptions): Promise<PageAnswers> {
  const handle = createRequestHandler(options.build, options.mode);
  const sharedApiAnswers = createSharedResponseCache();
  const pageCache = options.pageCacheSeconds ? createPageCache(options.pageCacheSeconds) : undefined;
  const fragments = options.fragmentCacheMb ? createFragmentStore(options.fragmentCacheMb * 1024 * 1024) : undefined;
  const build = typeof options.build === 'function' ? options.build : async () => options.build as ServerBuild;

  const calls = dispatchEnvironment(app);
  const anonymous: PageCaller = { caller: { kind: 'visitor', visitorId: null }, account: null };

  const context = (nonce: string, request?: FastifyRequest, errorStatus?: number, page: PageCaller = anonymous): AppLoadContext => ({
    api: createApiClient(
      pageApiTransport(
        calls,
        {
          caller: page.caller,
          cookies: request?.cookies ?? {},
          ip: request?.ip ?? '127.0.0.1',
          protocol: request?.protocol ?? 'http',
          host: request?.host ?? new URL(options.publicUrl).host,
          country: typeof request?.headers['cf-ipcountry'] === 'string' ? request.headers['cf-ipcountry'] : undefined,
        },
        sharedApiAnswers,
      ),
    ),
    brand: options.brand,
    nonce,
    publicUrl: options.publicUrl,
    now: options.now,
    fragments,
    errorStatus,
    account: page.account,
    socialProviders: options.socialProviders ?? [],
  });

  // The error page does not depend on the visitor, and a refused request must not cost a full
  // render (a bad address or a rate-limited client would otherwise get one for free): it is
  // rendered once a minute per status and sent with a fresh nonce each time.
  const renderErrorPage = async (status: number) => {
    const nonce = newNonce();
    const response = await handle(new Request(new URL(ERROR_PAGE_PATH, options.publicUrl)), context(nonce, undefined, status));
    return { nonce, html: (await documentBytes(response)).toString(), headers: [...response.headers] };
  };
  const errorPages = new Map<number, { page: ReturnType<typeof renderErrorPage>; expires: number }>();

  const answers: PageAnswers = {
    async errorPage(status) {
      let cached = errorPages.get(status);
      if (!cached || cached.expires < Date.now()) {
        cached = { page: renderErrorPage(status), expires: Date.now() + ERROR_PAGE_TTL_MS };
        errorPages.set(status, cached);
        cached.page.catch(() => errorPages.delete(status));
      }
      const page = await cached.page;
      const nonce = newNonce();
      return { response: cachedPageResponse({ ...page, status }, nonce), nonce };
    },
    send: (reply, { response, nonce }) => sendFetchResponse(reply, response, nonce),
  };

  await app.register(async (ssr) => {
    ssr.removeAllContentTypeParsers();
    formBodyParser(ssr);
    ssr.addHook('onRequest', async (request, reply) => checkPageRequest(request, reply, await build()));
    ssr.route({
      method: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
      url: '/*',
      handler: async (request, reply) => {
        const origin = requestOrigin(request.protocol, request.host);
        if (origin === null) throw new HttpError(400, ['The Host header is not a host name.']);
        const nonce = newNonce();
        const key = pageCache ? sharedPageKey(pageRequestShape(request, origin)) : null;
        const kept = key === null ? undefined : pageCache?.get(key);
        if (kept) return sendFetchResponse(reply, cachedPageResponse(kept, nonce), nonce);
        const page = options.pageCaller
          ? await options.pageCaller(request)
          : { caller: { kind: 'visitor' as const, visitorId: readVisitorId(request) }, account: null };
        const signedIn = isSignedIn(page.caller);
        const response = await handle(toFetchRequest(request, origin), context(nonce, request, undefined, page));
        if (!pageCache || key === null || response.status !== 200) return sendFetchResponse(reply, response, nonce, signedIn);
        const bytes = await documentBytes(response);
        const rendered = { status: response.status, headers: [...response.headers], html: bytes.toString(), nonce };
        await sendFetchResponse(
          reply,
          wholeDocumentResponse(bytes, { status: rendered.status, headers: rendered.headers }),
          nonce,
          signedIn,
        );
        // Kept only when the answer went out as one a shared cache may keep (ADR 0022): no cookie set, nobody signed in.
        if (reply.getHeader('cache-control') === SHARED_PAGE_CACHE_CONTROL) pageCache.put(key, rendered);
        return reply;
      },
    });
  });
  return answers;
}
