import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import type { ServerBuild } from 'react-router';
import { loadConfig } from '../../../src/config/env';
import type { AppId } from '../../../src/domain/brands';
import { createServer } from '../../../src/server/create-server';
import { workerDatabase } from '../../support/test-app';

const SERVER_BUILD = path.resolve('build/server/index.js');

/** The production page build, loaded once per test file. */
export async function serverBuild(): Promise<ServerBuild> {
  if (!existsSync(SERVER_BUILD)) throw new Error('Run `npm run build` first: these tests render the production build.');
  return (await import(pathToFileURL(SERVER_BUILD).href)) as ServerBuild;
}

/** Pages and API of one flavour over this worker's seeded database, on the system's clock unless `now` fixes it. */
export async function pageServer(app: AppId, build: ServerBuild, now?: () => Date): Promise<FastifyInstance> {
  const config = loadConfig({ APP: app, NODE_ENV: 'test', LOG_LEVEL: 'silent', RATE_LIMIT_PER_MINUTE: '0' });
  const server = await createServer({ config, database: await workerDatabase(), ssrBuild: build, logger: false, now });
  await server.ready();
  return server;
}

/** Every JSON-LD block of a page, parsed. */
export function jsonLdBlocks(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1]!) as Record<string, unknown>,
  );
}
