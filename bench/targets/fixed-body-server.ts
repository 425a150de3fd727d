/**
 * Child process: a bare node:http server that answers every request with one fixed body.
 * It is the ceiling a framework is measured against (targets a and d of the benchmark).
 */
import { createServer } from 'node:http';

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
  server.listen(0, '127.0.0.1', () => {
    const address = server.address();
    if (address === null || typeof address === 'string') throw new Error('no port');
    process.send?.({ port: address.port });
  });
  process.once('SIGTERM', () => server.close(() => process.exit(0)));
  // If the orchestrator dies, do not linger holding a port.
  process.once('disconnect', () => process.exit(0));
});
