/**
 * The storefront process: configuration, database (migrated and seeded when empty), the API,
 * server-side rendering and static files on one port, with a graceful shutdown.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ServerBuild } from 'react-router';
import { ConfigError, loadConfig } from './config/env';
import { openDatabase } from './db/client';
import { runMigrations } from './db/migrate';
import { seedDemoAccountArea } from './db/seed/account-area';
import { disableDemoAccounts, seedDemoAccounts } from './db/seed/demo-accounts';
import { seedDeliveryWhenMissing } from './db/seed/delivery';
import { isDatabaseEmpty, seedDatabase } from './db/seed/index';
import { createServer } from './server/create-server';

async function main(): Promise<void> {
  const config = loadConfig();
  // The embedded database runs in a thread of its own (ADR 0046): loading its pg_trgm would slow
  // every object literal with a computed key in this thread, Node's own nextTick among them.
  const database = await openDatabase(
    config.databaseUrl
      ? { kind: 'postgres', url: config.databaseUrl }
      : { kind: 'pglite', dataDir: path.resolve(config.dataDir), ownThread: true },
  );
  await runMigrations(database);
  if (config.seedOnStart && (await isDatabaseEmpty(database.db))) {
    console.log('Empty database: loading demo data…');
    await seedDatabase(database.db, {
      log: (message) => console.log(`  ${message}`),
      demoAccounts: config.demoMode,
      deliveryDaysFrom: config.demoDeliveryDaysFrom,
    });
  }
  // Delivery zones, prices, demo capacity and street names for a database seeded before they existed.
  if (config.seedOnStart) await seedDeliveryWhenMissing(database.db, config.demoDeliveryDaysFrom ?? new Date());
  // Demo accounts exist (and can sign in) only in demo mode, also in a database seeded before they were added.
  if (config.demoMode) await seedDemoAccounts(database.db);
  else await disableDemoAccounts(database.db);
  // Their demo orders and addresses likewise; after the accounts, so those rows carry the identity seed's passwords.
  if (config.demoMode) await seedDemoAccountArea(database.db);

  const buildDir = path.resolve('build');
  const ssrBuild = (await import(pathToFileURL(path.join(buildDir, 'server', 'index.js')).href)) as ServerBuild;
  const app = await createServer({ config, database, ssrBuild, clientDir: path.join(buildDir, 'client') });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(`${config.brand.companyName} (${config.app}) on http://localhost:${config.port}`);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
