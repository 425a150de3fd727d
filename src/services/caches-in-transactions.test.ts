import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../db/client';
import { runMigrations } from '../db/migrate';
import { createSettingsRepository, type SettingsRepository } from '../db/repositories/settings-repository';
import { createTransactions, type Transactions } from '../db/transactions';
import { createSettingsService, type SettingsService } from './settings-service';
import { createTtlCache } from './ttl-cache';

/** Fails instead of hanging the suite when two pieces of work wait for each other. */
function withinSeconds<T>(seconds: number, work: Promise<T>, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const stuck = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} was still waiting after ${seconds} s`)), seconds * 1000);
  });
  return Promise.race([work, stuck]).finally(() => clearTimeout(timer));
}

/**
 * The shared caches and the unit of work, on the embedded database as the server runs it. PGlite has
 * one connection: a query sent outside an open transaction waits for it to end. A cache that handed a
 * transaction a load started outside it would therefore wait for ever, and every query after it too
 * (a first visit's settings call arriving with an add to cart did exactly that).
 */
describe.each([
  { thread: 'its own thread', ownThread: true },
  { thread: 'the request thread', ownThread: false },
])('a cache read inside a transaction, with PGlite in $thread', ({ ownThread }) => {
  let handle: DatabaseHandle;
  let transactions: Transactions;
  let repository: SettingsRepository;
  let settings: SettingsService;
  /** Changes the one setting the tests read, outside any transaction and any cache. */
  const setBrands = (value: string) =>
    handle.db.execute(sql`update settings set value = ${value} where app = 'wa' and name = 'proformaShippingBrands'`);
  beforeAll(async () => {
    handle = await openDatabase({ kind: 'pglite', ownThread });
    await runMigrations(handle);
    await handle.db.execute(sql`insert into settings (app, name, value) values ('wa', 'proformaShippingBrands', 'Miele')`);
    transactions = createTransactions(handle.db);
    repository = createSettingsRepository(transactions.db);
    settings = createSettingsService(repository);
  }, 60_000);
  afterAll(async () => {
    await handle?.close();
  });

  it('does not wait for a load started outside it while it is open', async () => {
    settings.clearCache();
    let opened!: () => void;
    const open = new Promise<void>((resolve) => (opened = resolve));
    let asked!: () => void;
    const outsideAsked = new Promise<void>((resolve) => (asked = resolve));
    const writing = transactions.run(async () => {
      await transactions.db.execute(sql`select 1`);
      opened();
      await outsideAsked;
      return settings.list('wa');
    });
    await open;
    const reading = settings.list('wa');
    asked();
    const [inside, outside] = await withinSeconds(10, Promise.all([writing, reading]), 'the transaction');
    expect(inside.items).toEqual([{ name: 'proformaShippingBrands', value: 'Miele' }]);
    expect(outside.items).toEqual([{ name: 'proformaShippingBrands', value: 'Miele' }]);
  });

  it('keeps what a transaction read to itself, so a rollback leaves no trace in the cache', async () => {
    settings.clearCache();
    await expect(
      transactions.run(async () => {
        await transactions.db.execute(sql`insert into settings (app, name, value) values ('wa', 'rolledBack', 'yes')`);
        expect((await settings.list('wa')).items.map((item) => item.name)).toContain('rolledBack');
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect((await settings.list('wa')).items.map((item) => item.name)).toEqual(['proformaShippingBrands']);
  });

  it('answers from what the cache already holds', async () => {
    settings.clearCache();
    await settings.list('wa');
    await setBrands('Bosch');
    const inside = await transactions.run(() => settings.list('wa'));
    expect(inside.items).toEqual([{ name: 'proformaShippingBrands', value: 'Miele' }]);
    await setBrands('Miele');
  });

  it('reads data that prices an order fresh inside a transaction, when the cache is made so', async () => {
    const pricing = createTtlCache<string>(30_000, { freshInTransactions: true });
    const brands = async () => (await repository.listForApp('wa'))[0]!.value;
    expect(await pricing.get('brands', brands)).toBe('Miele');
    await setBrands('Bosch');
    expect(await transactions.run(() => pricing.get('brands', brands))).toBe('Bosch');
    expect(await pricing.get('brands', brands)).toBe('Miele');
    await setBrands('Miele');
  });
});
