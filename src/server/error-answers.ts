import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { describeError, errorBody } from '../api/http/errors';
import { BASELINE_SECURITY_HEADERS, contentSecurityPolicy } from './security-headers';
import type { PageAnswers } from './ssr';
import { isApiTarget } from './request-url';
import { documentBytes } from '../web/whole-document';

/**
 * Every refusal the framework makes, in our two shapes: the error page for a page address, the
 * API error document for /api. Fastify's own hooks carry them: the root error handler (hooks,
 * body limits, content types, rate limit), the not-found handler (a method no route takes), the
 * frameworkErrors option (a bad percent-escape, an over-long parameter) and the clientError
 * handler (a request Node could not even parse: 431 headers too large, 400).
 */
export interface ErrorAnswers {
  /** Connects the pages once they are registered; until then (an API-only server) every answer is JSON. */
  usePages(pages: PageAnswers): void;
  frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void;
  clientError(error: Error & { code?: string }, socket: Socket): void;
  register(app: FastifyInstance): void;
}

export function createErrorAnswers(): ErrorAnswers {
  let pages: PageAnswers | undefined;

  async function answer(request: FastifyRequest, reply: FastifyReply, status: number, errors: string[]): Promise<FastifyReply> {
    for (const [name, value] of Object.entries(BASELINE_SECURITY_HEADERS)) if (!reply.hasHeader(name)) reply.header(name, value);
    if (pages === undefined || isApiTarget(request.url))
      return reply.status(status).type('application/json').send(errorBody(status, errors));
    const rendered = await pages.errorPage(status);
    return pages.send(reply, rendered);
  }

  async function answerUnparsed(status: number, requestLine: string, socket: Socket): Promise<void> {
    const target = requestLine.split(' ')[1] ?? '/';
    let type = 'application/json; charset=utf-8';
    let body = JSON.stringify(errorBody(status, []));
    const headers = Object.entries(BASELINE_SECURITY_HEADERS).map(([name, value]) => `${name}: ${value}`);
    if (pages !== undefined && status !== 408 && !isApiTarget(target)) {
      const { response, nonce } = await pages.errorPage(status);
      type = response.headers.get('content-type') ?? 'text/html; charset=utf-8';
      body = (await documentBytes(response)).toString();
      headers.push(`content-security-policy: ${contentSecurityPolicy(nonce)}`);
    }
    if (!socket.writable) return;
    socket.end(
      [
        `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? 'Bad Request'}`,
        `content-type: ${type}`,
        `content-length: ${Buffer.byteLength(body)}`,
        ...headers,
        'connection: close',
        '',
        body,
      ].join('\r\n'),
    );
  }

  return {
    usePages(connected) {
      pages = connected;
    },
    frameworkErrors(error, request, reply) {
      const described = describeError(error);
      void answer(request, reply, described.status, described.errors);
    },
    clientError(error, socket) {
      // A reset connection has nobody to answer.
      if (error.code === 'ECONNRESET' || socket.destroyed) return;
      const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
      const packet: unknown = (error as { rawPacket?: unknown }).rawPacket;
      const requestLine = (Buffer.isBuffer(packet) ? packet.subarray(0, 2048).toString('latin1') : '').split('\r\n')[0] ?? '';
      answerUnparsed(status, requestLine, socket).catch(() => socket.destroy());
    },
    register(app) {
      app.setErrorHandler(async (error, request, reply) => {
        const described = describeError(error);
        if (described.unexpected) request.log.error({ err: error }, 'unhandled error');
        return answer(request, reply, described.status, described.errors);
      });
      // With the pages registered every GET has a route, so only a method no route takes arrives
      // here: a 405. Without them (an API-only server), or for GET itself, the address is unknown.
      app.setNotFoundHandler(async (request, reply) => {
        if (pages === undefined || request.method === 'GET' || request.method === 'HEAD') {
          return answer(request, reply, 404, [`Nothing answers ${request.url.split('?')[0]}.`]);
        }
        reply.header('allow', 'GET, HEAD');
        return answer(request, reply, 405, [`${request.method} is not answered here.`]);
      });
    },
  };
}
