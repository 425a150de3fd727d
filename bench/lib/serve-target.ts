import type { Server } from 'node:http';

/**
 * The child side of startTarget (./child.ts): listens on a free loopback port, reports it (with
 * anything else the target has to tell) to the benchmark over IPC, and goes away with the benchmark.
 */
export function serveTarget(server: Server, report: object = {}): void {
  server.listen(0, '127.0.0.1', () => {
    const address = server.address();
    if (address === null || typeof address === 'string') throw new Error('no port');
    process.send?.({ ...report, port: address.port });
  });
  process.once('SIGTERM', () => server.close(() => process.exit(0)));
  // If the orchestrator dies, do not linger holding a port.
  process.once('disconnect', () => process.exit(0));
}
