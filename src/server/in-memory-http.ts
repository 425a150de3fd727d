import { request as httpRequest, type IncomingHttpHeaders, type Server } from 'node:http';
import { Duplex } from 'node:stream';

/**
 * One end of a connection held in memory: what is written to it is read from its peer. Node's HTTP
 * server and client both take any duplex stream as their connection. (Node 22's
 * `stream.duplexPair` makes the same pair; the project runs on Node 20.)
 */
class ConnectionEnd extends Duplex {
  peer!: ConnectionEnd;
  #peerEnded = false;

  constructor(
    /** Whom the server believes it is talking to: the page's visitor. */
    readonly remoteAddress: string | undefined,
  ) {
    super();
  }

  override _read(): void {}

  override _write(chunk: Buffer, _encoding: BufferEncoding, done: (error?: Error | null) => void): void {
    this.peer.push(chunk);
    done();
  }

  override _final(done: (error?: Error | null) => void): void {
    this.#endPeer();
    done();
  }

  // An end closed early (the server drops a connection it cannot parse) ends its peer's reading, so
  // the client sees a dropped connection rather than waiting for ever. Data already sent is kept.
  override _destroy(error: Error | null, done: (error?: Error | null) => void): void {
    if (error) this.peer.destroy(error);
    else this.#endPeer();
    done(error);
  }

  #endPeer(): void {
    if (this.#peerEnded) return;
    this.#peerEnded = true;
    this.peer.push(null);
  }
}

function connectionPair(remoteAddress: string): { client: ConnectionEnd; served: ConnectionEnd } {
  const client = new ConnectionEnd(undefined);
  const served = new ConnectionEnd(remoteAddress);
  client.peer = served;
  served.peer = client;
  return { client, served };
}

export interface InMemoryRequest {
  method: string;
  /** Path and query, as a browser would send them. */
  path: string;
  headers: Record<string, string>;
  body?: string;
  /** The address the request comes from, as the server should see it; this host's own by default. */
  remoteAddress?: string;
}

export interface InMemoryResponse {
  statusCode: number;
  headers: IncomingHttpHeaders;
  body: string;
}

/**
 * Sends one HTTP/1.1 request to `server` over a connection held in memory, and reads its answer.
 *
 * The server parses it and answers it as it does a request from the network: the same request and
 * response objects, routing, hooks, validation and authorization, without a socket or a port.
 * Fastify's `inject` (light-my-request) fakes those objects instead, and V8 then compiles the
 * server's shared code (Node's HTTP, Fastify's request handling, our hooks) for two kinds of each:
 * a Fastify app that had made 20,000 injected calls spent twice the CPU on every request from the
 * network afterwards (ADR 0044, `bench/in-process-calls.ts`). A call here also costs about half of
 * an injected one.
 */
export function requestInMemory(server: Server, call: InMemoryRequest): Promise<InMemoryResponse> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      {
        method: call.method,
        path: call.path,
        headers: call.headers,
        // No agent: one connection per request, closed by the answer (Connection: close).
        createConnection: () => {
          const { client, served } = connectionPair(call.remoteAddress ?? '127.0.0.1');
          server.emit('connection', served);
          return client;
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ statusCode: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks).toString() }),
        );
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(call.body);
  });
}

/** The answer's headers as a fetch Response takes them (a repeated header is one pair per value). */
function headerPairs(headers: IncomingHttpHeaders): [string, string][] {
  return Object.entries(headers).flatMap(([name, value]) =>
    value === undefined ? [] : [value].flat().map((one) => [name, one] as [string, string]),
  );
}

/** A fetch that `server` answers itself, in memory: the sandbox identity provider's endpoints. */
export function fetchInMemory(server: Server) {
  return async (url: string, init: RequestInit): Promise<Response> => {
    const target = new URL(url);
    const response = await requestInMemory(server, {
      method: init.method ?? 'GET',
      path: `${target.pathname}${target.search}`,
      headers: Object.fromEntries(new Headers(init.headers).entries()),
      body: typeof init.body === 'string' ? init.body : init.body instanceof URLSearchParams ? init.body.toString() : undefined,
    });
    return new Response(response.body, { status: response.statusCode, headers: headerPairs(response.headers) });
  };
}
