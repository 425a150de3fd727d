/**
 * Child process for bench/in-process-calls.ts: a Fastify app answering one JSON body on a call
 * defined as the API defines its calls (defineRoute), which first makes `calls` in-process calls of
 * one kind (none, `inject`, over a connection held in memory as ADR 0044 did, or through the
 * dispatcher the pages use, ADR 0049), reports what each cost, then serves the network.
 */
import cookie from '@fastify/cookie';
import Fastify from 'fastify';
import { z } from 'zod';
import { defineRoute } from '../../src/api/http/define-route';
import { dispatch } from '../../src/api/http/dispatch';
import { apiRoute } from '../../src/contracts/http/route-contract';
import { requestInMemory } from '../../src/server/in-memory-http';
import { dispatchEnvironment } from '../../src/server/page-api';
import { serveTarget } from '../lib/serve-target';

export type CallKind = 'none' | 'inject' | 'in-memory' | 'dispatch';

interface Setup {
  kind: CallKind;
  calls: number;
  body: string;
}

const settings = apiRoute({
  method: 'GET',
  path: '/api/settings',
  operationId: 'benchSettings',
  summary: 'A settings-sized answer',
  access: 'public',
  response: z.object({ settings: z.array(z.object({ key: z.string(), value: z.string() })) }),
});

process.once('message', async ({ kind, calls, body }: Setup) => {
  const app = Fastify({ logger: false });
  await app.register(cookie);
  app.decorate('definedRoutes', new Map());
  const answer = JSON.parse(body) as z.output<typeof settings.response>;
  await app.register(
    async (api) => {
      api.decorate('checkAnswers', false);
      api.decorateRequest('caller', null as never);
      api.addHook('onRequest', (request, _reply, done) => {
        request.caller = { kind: 'visitor', visitorId: null };
        done();
      });
      defineRoute(api, settings, async () => answer);
    },
    { prefix: '/api' },
  );
  await app.ready();
  const env = dispatchEnvironment(app);
  const call = {
    none: async () => {},
    inject: async () => void (await app.inject({ method: 'GET', url: '/api/settings' })),
    'in-memory': async () => void (await requestInMemory(app.server, { method: 'GET', path: '/api/settings', headers: {} })),
    dispatch: async () =>
      void (await dispatch(env, {
        method: 'GET',
        template: '/api/settings',
        params: {},
        query: {},
        url: '/api/settings',
        body: undefined,
        headers: { accept: 'application/json' },
        caller: { kind: 'visitor', visitorId: null },
        cookies: {},
        ip: '127.0.0.1',
        protocol: 'http',
        host: 'localhost',
      })),
  }[kind];
  const before = process.cpuUsage();
  for (let i = 0; i < calls; i += 1) await call();
  const spent = process.cpuUsage(before);
  serveTarget(app.server, { microsPerCall: calls === 0 ? 0 : (spent.user + spent.system) / calls });
});
