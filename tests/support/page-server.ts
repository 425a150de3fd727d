import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import type { CallerResolver } from '../../src/api/http/caller';
import type { ServerBuild } from 'react-router';
import { loadConfig } from '../../src/config/env';
import type { AppId } from '../../src/domain/brands';
import { createServer } from '../../src/server/create-server';
import { workerDatabase } from './test-app';

const SERVER_BUILD = path.resolve('build/server/index.js');
const CLIENT_DIR = path.resolve('build/client');

/** The production React Router build; the page tests render it. */
export async function serverBuild(): Promise<ServerBuild> {
  if (!existsSync(SERVER_BUILD)) throw new Error('Run `npm run build` first: these tests render the production build.');
  return (await import(pathToFileURL(SERVER_BUILD).href)) as ServerBuild;
}

/** The whole storefront (API, pages and static files) for one flavour over this worker's database. */
export async function createPageServer(
  options: { app?: AppId; env?: Record<string, string>; resolveCaller?: CallerResolver; build?: ServerBuild } = {},
): Promise<FastifyInstance> {
  const config = loadConfig({ APP: options.app ?? 'wa', NODE_ENV: 'test', LOG_LEVEL: 'silent', ...options.env });
  const server = await createServer({
    config,
    database: await workerDatabase(),
    ssrBuild: options.build ?? (await serverBuild()),
    clientDir: CLIENT_DIR,
    logger: false,
    resolveCaller: options.resolveCaller,
  });
  await server.ready();
  return server;
}

/**
 * A server that renders pages from the production build over this worker's database, without a
 * rate limit. With `testCallerResolver` (test-caller.ts) its pages and API know who is signed in.
 */
export async function pageServer(app: AppId = 'wa', options: { resolveCaller?: CallerResolver } = {}): Promise<FastifyInstance> {
  return createPageServer({ app, env: { RATE_LIMIT_PER_MINUTE: '0' }, resolveCaller: options.resolveCaller });
}
