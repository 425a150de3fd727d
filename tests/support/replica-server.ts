/**
 * One storefront replica for the two-replica test: the API, the outbox worker and the rate limit
 * of the real server (createServer), configured from the environment like src/server.ts, without
 * server-side rendering (the test needs no build). Prints "ready <address>" once it listens.
 */
import { loadConfig } from '../../src/config/env';
import { openDatabase } from '../../src/db/client';
import { createServer } from '../../src/server/create-server';

const config = loadConfig();
if (!config.databaseUrl) throw new Error('a replica needs DATABASE_URL');
const database = await openDatabase({ kind: 'postgres', url: config.databaseUrl, poolSize: 4 });
const app = await createServer({ config, database, logger: false });
const address = await app.listen({ port: config.port, host: '127.0.0.1' });
console.log(`ready ${address}`);

process.on('SIGTERM', () => {
  void app
    .close()
    .then(() => database.close())
    .finally(() => process.exit(0));
});
