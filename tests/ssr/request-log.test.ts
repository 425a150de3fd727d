import path from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config/env';
import { createServer } from '../../src/server/create-server';
import { serverBuild } from '../support/page-server';
import { workerDatabase } from '../support/test-app';

interface LogLine {
  level: number;
  msg: string;
}
const INFO = 30;
const DEBUG = 20;

/** The whole storefront logging JSON lines at `level` into the answered array. */
async function loggingServer(level: 'info' | 'debug'): Promise<{ app: FastifyInstance; lines: LogLine[] }> {
  const lines: LogLine[] = [];
  const logStream = new Writable({ write: (chunk, _encoding, done) => void (lines.push(JSON.parse(String(chunk)) as LogLine), done()) });
  const app = await createServer({
    config: loadConfig({ APP: 'wa', NODE_ENV: 'test', LOG_LEVEL: level, RATE_LIMIT_PER_MINUTE: '0', RUN_WORKER: 'false' }),
    database: await workerDatabase(),
    ssrBuild: await serverBuild(),
    clientDir: path.resolve('build/client'),
    logger: true,
    logStream,
  });
  await app.ready();
  servers.push(app);
  lines.length = 0;
  return { app, lines };
}

const servers: FastifyInstance[] = [];
afterEach(async () => {
  for (const app of servers.splice(0)) await app.close();
});

// The first test opens the worker's database and loads the page build.
describe('the request log', { timeout: 120_000 }, () => {
  it('writes one line at info for a page view, the page’s own API reads not among them', async () => {
    const { app, lines } = await loggingServer('info');
    const page = await app.inject('/stores');
    expect(page.statusCode).toBe(200);
    expect(lines.filter((line) => line.level >= INFO).map((line) => line.msg)).toEqual([
      expect.stringMatching(/^GET \/stores 200 \d+ ms$/),
    ]);
  });

  it('writes a caller’s own API request at info, and a static file only at debug', async () => {
    const { app, lines } = await loggingServer('info');
    expect((await app.inject('/api/settings')).statusCode).toBe(200);
    expect((await app.inject('/media/fallback/wa.svg')).statusCode).toBe(200);
    expect(lines.map((line) => line.msg)).toEqual([expect.stringMatching(/^GET \/api\/settings 200 \d+ ms$/)]);
  });

  it('at debug shows a static file too, and still one line for a page view whose API reads run in process', async () => {
    const { app, lines } = await loggingServer('debug');
    expect((await app.inject('/stores')).statusCode).toBe(200);
    expect((await app.inject('/media/fallback/wa.svg')).statusCode).toBe(200);
    const requestLines = lines.filter((line) => /^[A-Z]+ \/\S* \d{3} \d+ ms$/.test(line.msg));
    expect(requestLines.map((line) => [line.level, line.msg])).toEqual([
      [INFO, expect.stringMatching(/^GET \/stores 200/)],
      [DEBUG, expect.stringMatching(/^GET \/media\/fallback\/wa\.svg 200/)],
    ]);
  });
});
