/**
 * Child process for bench/in-process-calls.ts: a Fastify app answering one JSON body, which first
 * makes `calls` in-process calls to itself of one kind (none, `inject`, or over a connection held
 * in memory, ADR 0044), reports what each cost, then serves the network.
 */
import Fastify from 'fastify';
import { requestInMemory } from '../../src/server/in-memory-http';
import { serveTarget } from '../lib/serve-target';

export type CallKind = 'none' | 'inject' | 'in-memory';

interface Setup {
  kind: CallKind;
  calls: number;
  body: string;
}

process.once('message', async ({ kind, calls, body }: Setup) => {
  const app = Fastify({ logger: false });
  app.get('/api/settings', async (_request, reply) => reply.type('application/json; charset=utf-8').send(body));
  await app.ready();
  const call = {
    none: async () => {},
    inject: async () => void (await app.inject({ method: 'GET', url: '/api/settings' })),
    'in-memory': async () => void (await requestInMemory(app.server, { method: 'GET', path: '/api/settings', headers: {} })),
  }[kind];
  const before = process.cpuUsage();
  for (let i = 0; i < calls; i += 1) await call();
  const spent = process.cpuUsage(before);
  serveTarget(app.server, { microsPerCall: calls === 0 ? 0 : (spent.user + spent.system) / calls });
});
