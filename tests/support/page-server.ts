import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import type { ServerBuild } from 'react-router';
import { loadConfig } from '../../src/config/env';
import type { AppId } from '../../src/domain/brands';
import { createServer } from '../../src/server/create-server';
import { workerDatabase } from './test-app';

const SERVER_BUILD = path.resolve('build/server/index.js');

/** A server that renders pages from the production build (npm run build) over this worker's database. */
export async function pageServer(app: AppId = 'wa'): Promise<FastifyInstance> {
  if (!existsSync(SERVER_BUILD)) throw new Error('Run `npm run build` first: these tests render the production build.');
  const build = (await import(pathToFileURL(SERVER_BUILD).href)) as ServerBuild;
  const config = loadConfig({ APP: app, NODE_ENV: 'test', LOG_LEVEL: 'silent', RATE_LIMIT_PER_MINUTE: '0' });
  const server = await createServer({ config, database: await workerDatabase(), ssrBuild: build, logger: false });
  await server.ready();
  return server;
}
