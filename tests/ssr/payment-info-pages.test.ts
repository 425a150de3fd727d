import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ServerBuild } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settings } from '../../src/db/schema';
import type { AppId } from '../../src/domain/brands';
import { PAYMENT_CONFIGURATION_SETTING } from '../../src/domain/setting-names';
import { workerDatabase } from '../support/test-app';
import { textOf } from './html-text';
import { pageServer, serverBuild } from './support/page-server';

/**
 * The payment information pages (document 2 section 2) state the range the flavour's payment
 * configuration gives now, as the flavour's money; a changed configuration shows on the page.
 */
let build: ServerBuild;
const servers: FastifyInstance[] = [];
beforeAll(async () => {
  build = await serverBuild();
});
afterAll(async () => {
  await Promise.all(servers.map((server) => server.close()));
});

async function pageText(app: AppId, url: string) {
  const server = await pageServer(app, build);
  servers.push(server);
  const response = await server.inject(url);
  expect(response.statusCode, url).toBe(200);
  return textOf(response.body);
}

describe('the seeded configuration', () => {
  it('gives wa’s Afterpay and Zip ranges in dollars and cents', async () => {
    expect(await pageText('wa', '/afterpay')).toContain('Afterpay is available at checkout for orders from $1.00 to $2,000.00');
    const zip = await pageText('wa', '/zipmoney');
    expect(zip).toContain('Zip is available at checkout for orders from $1.00 to $5,000.00');
    expect(zip).toContain('Orders over $1,000 can be repaid over 12 months.');
  });

  it('is read from the v2 list in the aol flavour', async () => {
    expect(await pageText('aol', '/zipmoney')).toContain('Zip is available at checkout for orders from $1.00 to $5,000.00');
  });

  it('gives New Zealand’s own ranges', async () => {
    expect(await pageText('aol-nz', '/afterpay')).toContain('Afterpay is available at checkout for orders from $1.00 to $1,500.00');
    expect(await pageText('aol-nz', '/zipmoney')).toContain('Zip is available at checkout for orders from $1.00 to $1,500.00');
  });
});

describe('a changed configuration', () => {
  const where = and(eq(settings.app, 'wa'), eq(settings.name, PAYMENT_CONFIGURATION_SETTING));
  let seeded: string;

  beforeAll(async () => {
    const { db } = await workerDatabase();
    const [row] = await db.select({ value: settings.value }).from(settings).where(where);
    seeded = row!.value;
    const changed = { ...JSON.parse(seeded), AfterPay: { isEnabled: true, minimumAmount: 50, maximumAmount: 2500.5 } };
    changed.Zip = { ...changed.Zip, isEnabled: false };
    await db
      .update(settings)
      .set({ value: JSON.stringify(changed) })
      .where(where);
  });
  afterAll(async () => {
    const { db } = await workerDatabase();
    await db.update(settings).set({ value: seeded }).where(where);
  });

  it('shows the new range and a switched-off provider', async () => {
    expect(await pageText('wa', '/afterpay')).toContain('Afterpay is available at checkout for orders from $50.00 to $2,500.50');
    expect(await pageText('wa', '/zipmoney')).toContain('Zip is not available at checkout at the moment.');
  });
});
