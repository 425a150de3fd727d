import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, expect } from 'vitest';
import { contractDrifts } from '../../src/api/http/answer-check';
import { loadConfig } from '../../src/config/env';
import type { DatabaseHandle } from '../../src/db/client';
import type { AppId } from '../../src/domain/brands';
import { createServer, type ServerOptions } from '../../src/server/create-server';
import { testCallerResolver } from './test-caller';
import { openWorkerDatabase } from './test-database';

let database: Promise<DatabaseHandle> | undefined;

/** This worker's database, opened once and closed after the file's tests. */
export function workerDatabase(): Promise<DatabaseHandle> {
  database ??= openWorkerDatabase();
  return database;
}

// An answer off its contract fails the test that caused it (the server also answers it with a 500).
afterEach(() => {
  const drifts = contractDrifts.splice(0);
  expect(drifts, 'answers that do not match their contracts').toEqual([]);
});

afterAll(async () => {
  if (database) await (await database).close();
  database = undefined;
});

/** An API server for one flavour over this worker's database; callers sign in with the test identities of test-caller.ts. */
export async function createTestApp(
  options: {
    app?: AppId;
    now?: () => Date;
    env?: Record<string, string>;
    /** Checkout tests: a gateway or delivery quoter of their own, and log lines to read. */
    paymentGateway?: ServerOptions['paymentGateway'];
    deliveryQuoter?: ServerOptions['deliveryQuoter'];
    logStream?: NodeJS.WritableStream;
    /** A database of the test's own (seeded on a day of its choosing) instead of this worker's copy of the template. */
    database?: DatabaseHandle;
  } = {},
): Promise<FastifyInstance> {
  // Tests run the outbox worker themselves, on their own clock.
  // The sandbox payment providers send no callbacks of their own: tests post them when they mean to.
  const config = loadConfig({
    APP: options.app ?? 'wa',
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    RUN_WORKER: 'false',
    SANDBOX_CALLBACK_DELAY_MS: '-1',
    ...options.env,
  });
  const server = await createServer({
    config,
    database: options.database ?? (await workerDatabase()),
    now: options.now,
    logger: options.logStream !== undefined,
    logStream: options.logStream,
    paymentGateway: options.paymentGateway,
    deliveryQuoter: options.deliveryQuoter,
    resolveCaller: testCallerResolver,
  });
  await server.ready();
  return server;
}
