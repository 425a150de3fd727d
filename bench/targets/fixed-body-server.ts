/**
 * Child process: a bare node:http server that answers every request with one fixed body.
 * It is the ceiling a framework is measured against (targets a and d of the benchmark).
 */
import { createServer } from 'node:http';
import { serveTarget } from '../lib/serve-target';

interface FixedBody {
  body: string;
  contentType: string;
}

process.once('message', ({ body, contentType }: FixedBody) => {
  const payload = Buffer.from(body);
  const headers = { 'content-type': contentType, 'content-length': String(payload.length) };
  const server = createServer((_request, response) => {
    response.writeHead(200, headers);
    response.end(payload);
  });
  serveTarget(server);
});
