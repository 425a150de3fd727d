import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createRequestHandler, type AppLoadContext, type ServerBuild } from 'react-router';
import { createApiClient } from '../contracts/api-client';
import type { BrandConfig } from '../domain/brands';
import { inProcessTransport } from './in-process-api';
import { pageCacheControl } from './page-cache-policy';
import { createSharedResponseCache } from './shared-response-cache';
import { contentSecurityPolicy, newNonce } from './security-headers';

export interface SsrOptions {
  build: ServerBuild | (() => Promise<ServerBuild>);
  mode: 'production' | 'development';
  brand: BrandConfig;
  publicUrl: string;
  internalToken: string;
}

function toFetchRequest(request: FastifyRequest): Request {
  const origin = `${request.protocol}://${request.host}`;
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    for (const v of Array.isArray(value) ? value : [value]) headers.append(name, v);
  }
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  return new Request(new URL(request.url, origin), {
    method: request.method,
    headers,
    // The SSR plugin leaves bodies unparsed so React Router actions read the raw stream.
    body: hasBody ? (Readable.toWeb(request.raw) as ReadableStream) : undefined,
    duplex: hasBody ? 'half' : undefined,
  } as RequestInit);
}

async function sendFetchResponse(request: FastifyRequest, reply: FastifyReply, response: Response, nonce: string): Promise<FastifyReply> {
  reply.status(response.status);
  for (const [name, value] of response.headers) {
    if (name !== 'set-cookie') reply.header(name, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header('set-cookie', cookies);
  if ((response.headers.get('content-type') ?? '').startsWith('text/html')) {
    reply.header('content-security-policy', contentSecurityPolicy(nonce));
    reply.header(
      'cache-control',
      pageCacheControl({
        method: request.method,
        pathname: new URL(request.url, 'http://page').pathname,
        cookieHeader: request.headers.cookie,
        status: response.status,
        setsCookie: cookies.length > 0,
      }),
    );
    reply.header('vary', 'Cookie');
  }
  if (!response.body) return reply.send();
  return reply.send(Readable.fromWeb(response.body as import('node:stream/web').ReadableStream));
}

/** Every path that is not an API call or a static file is rendered by the React Router app. */
export async function registerSsr(app: FastifyInstance, options: SsrOptions): Promise<void> {
  const handle = createRequestHandler(options.build, options.mode);
  const sharedApiAnswers = createSharedResponseCache();
  await app.register(async (ssr) => {
    ssr.removeAllContentTypeParsers();
    ssr.addContentTypeParser('*', (_request, _payload, done) => done(null));
    ssr.route({
      method: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
      url: '/*',
      handler: async (request, reply) => {
        const nonce = newNonce();
        const context: AppLoadContext = {
          api: createApiClient(
            inProcessTransport(
              app,
              {
                cookie: request.headers.cookie,
                forwardedFor: request.ip,
                country: typeof request.headers['cf-ipcountry'] === 'string' ? request.headers['cf-ipcountry'] : undefined,
                internalToken: options.internalToken,
              },
              sharedApiAnswers,
            ),
          ),
          brand: options.brand,
          nonce,
          publicUrl: options.publicUrl,
        };
        const response = await handle(toFetchRequest(request), context);
        return sendFetchResponse(request, reply, response, nonce);
      },
    });
  });
}
