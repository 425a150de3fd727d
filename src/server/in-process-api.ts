import type { FastifyInstance } from 'fastify';
import type { ApiTransport } from '../contracts/api-client';

/**
 * Answers the web app's API reads during SSR by injecting into the same Fastify instance:
 * the same routes, validation and authorization as a browser call, without a socket.
 */
export const INTERNAL_REQUEST_HEADER = 'x-storefront-internal';

export function inProcessTransport(
  app: FastifyInstance,
  incoming: { cookie?: string; forwardedFor?: string; country?: string; internalToken: string },
): ApiTransport {
  return async ({ method, path, body, headers: callHeaders }) => {
    const headers: Record<string, string> = {
      ...callHeaders,
      accept: 'application/json',
      [INTERNAL_REQUEST_HEADER]: incoming.internalToken,
    };
    if (incoming.cookie) headers.cookie = incoming.cookie;
    if (incoming.forwardedFor) headers['x-forwarded-for'] = incoming.forwardedFor;
    if (incoming.country) headers['x-country-code'] = incoming.country;
    if (body !== undefined) headers['content-type'] = 'application/json';
    const response = await app.inject({ method, url: path, headers, payload: body === undefined ? undefined : JSON.stringify(body) });
    const setCookie = response.headers['set-cookie'];
    return {
      status: response.statusCode,
      text: response.body,
      setCookies: setCookie === undefined ? [] : Array.isArray(setCookie) ? setCookie : [setCookie],
    };
  };
}
