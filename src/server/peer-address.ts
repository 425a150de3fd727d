import type { Server } from 'node:http';
import type { Socket } from 'node:net';

/**
 * Reads each connection's peer address as the connection opens. Node asks the kernel for it only
 * when first read, and once the peer has reset there is none: a client that sends its request and
 * resets at once left `request.ip` undefined, and the rate limit (which keys on it) answered 500.
 * Read at once, the address stays known for the connection's life; a connection whose peer is
 * already gone has no one to answer, so it is closed.
 */
export function keepPeerAddresses(server: Server): void {
  server.on('connection', (socket: Socket) => {
    if (socket.remoteAddress === undefined) socket.destroy();
  });
}
