import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ServerBuild } from 'react-router';
import { HttpError } from '../api/http/errors';
import { refuseControlCharacters } from '../api/http/validate';
import { pageMethods } from './page-methods';
import { isCrossSite, requestOrigin } from '../api/http/origin';

/**
 * What a page request must be before React Router sees it: sent to a plain host, an address
 * without control characters (400), a method the page answers (405 with Allow otherwise), and a
 * form post only from our own pages (403). Runs before the body is read, so a refused post costs nothing.
 */
export async function checkPageRequest(request: FastifyRequest, reply: FastifyReply, build: ServerBuild): Promise<void> {
  const origin = requestOrigin(request.protocol, request.host);
  if (origin === null) throw new HttpError(400, ['The Host header is not a host name.']);
  const [pathname, query = ''] = request.url.split('?') as [string, string?];
  refuseControlCharactersInAddress(pathname, query);
  // Every page answers GET and HEAD; matching the route tree (React Router flattens and ranks it on
  // each call, 3 % of a loaded server's time) is only needed to judge other methods.
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    const methods = pageMethods(build, pathname);
    if (!methods.includes(request.method)) {
      reply.header('allow', methods.join(', '));
      throw new HttpError(405, [`This page answers ${methods.join(', ')}.`]);
    }
  }
  if (request.method === 'POST' && isCrossSite(request.headers as Record<string, string>, origin)) {
    throw new HttpError(403, ["Forms are accepted from this shop's own pages only."]);
  }
}

/** The address is input too: control characters in its path or query are refused as on /api. */
function refuseControlCharactersInAddress(pathname: string, query: string): void {
  let path: string;
  try {
    path = decodeURIComponent(pathname);
  } catch {
    throw new HttpError(400, ['The address has a malformed percent-escape.']);
  }
  refuseControlCharacters({ address: path });
  for (const [key, value] of new URLSearchParams(query)) refuseControlCharacters({ [key]: value });
}

/**
 * Page forms post URL-encoded fields (with or without JavaScript); any other body is a 415. The
 * fields are read here, within the body limit, and control characters are refused like on /api.
 */
export function formBodyParser(pages: FastifyInstance): void {
  pages.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    try {
      for (const [key, value] of new URLSearchParams(String(body))) refuseControlCharacters({ [key]: value });
      done(null, body);
    } catch (error) {
      done(error as Error, undefined);
    }
  });
}
