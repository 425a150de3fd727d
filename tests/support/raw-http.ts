import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';

export interface RawRequest {
  method?: string;
  /** Sent exactly as written: no client normalises dot segments or slashes on the way. */
  path: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
}

export interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** Listens on a free local port (once) and returns its origin. */
export async function listenLocally(app: FastifyInstance): Promise<string> {
  if (!app.server.listening) await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

/** One request over a real socket, so Node's parser and Fastify see it as a client sent it. */
export async function rawRequest(app: FastifyInstance, request: RawRequest): Promise<RawAnswer> {
  const { port } = new URL(await listenLocally(app));
  const headers: Record<string, string | number> = { ...request.headers };
  // Node sends a DELETE body without a length unless told, and the server would read it as a second request.
  if (request.body !== undefined) headers['content-length'] = Buffer.byteLength(request.body);
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest({ host: '127.0.0.1', port, method: request.method ?? 'GET', path: request.path, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString() }));
    });
    // A server may answer (413, 431) and close before a huge request is all sent.
    outgoing.on('error', (error: NodeJS.ErrnoException) =>
      error.code === 'EPIPE' || error.code === 'ECONNRESET' ? undefined : reject(error),
    );
    outgoing.end(request.body);
  });
}
