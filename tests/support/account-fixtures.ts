import { seedDemoAccountArea } from '../../src/db/seed/account-area';
import { APP_IDS, type AppId } from '../../src/domain/brands';
import { DEMO_ACCOUNTS, demoAccountId, type DemoAccount } from '../../src/domain/demo-accounts';
import { workerDatabase } from './test-app';

/** The demo accounts, orders and addresses of every flavour, written into this worker's database. */
export async function seedAccountArea(): Promise<void> {
  await seedDemoAccountArea((await workerDatabase()).db, { now: new Date('2026-11-01T00:00:00Z') });
}

/** A seeded demo account's id in a flavour. */
export function demoId(key: DemoAccount['key'], app: AppId = 'wa'): string {
  return demoAccountId(
    APP_IDS.indexOf(app),
    DEMO_ACCOUNTS.find((account) => account.key === key)!,
  );
}
