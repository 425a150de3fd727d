import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { customerClubSubmissions, idempotencyKeys } from '../../src/db/schema';
import { createTransactions, insideTransaction } from '../../src/db/transactions';
import { workerDatabase } from '../support/test-app';

const submission = (email: string) => ({ app: 'wa', formType: 'Footer', email, fields: { Email: email }, visitorId: null });
const key = (k: string, now = new Date()) => ({ scope: 'test', key: k, fingerprint: 'f', createdAt: now, expiresAt: now });

describe('the unit of work', () => {
  it('commits several writes together', async () => {
    const { db: base } = await workerDatabase();
    const { db, run } = createTransactions(base);
    const email = `uow-${randomUUID()}@example.com`;
    await run(async () => {
      await db.insert(customerClubSubmissions).values(submission(email));
      await db.insert(idempotencyKeys).values(key(email));
    });
    expect(await base.select().from(customerClubSubmissions).where(eq(customerClubSubmissions.email, email))).toHaveLength(1);
    expect(await base.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, email))).toHaveLength(1);
  });

  it('rolls every write back when the work fails, including writes of a joined inner run', async () => {
    const { db: base } = await workerDatabase();
    const { db, run } = createTransactions(base);
    const email = `uow-${randomUUID()}@example.com`;
    await expect(
      run(async () => {
        await db.insert(customerClubSubmissions).values(submission(email));
        await run(async () => db.insert(idempotencyKeys).values(key(email)));
        throw new Error('payment declined');
      }),
    ).rejects.toThrow('payment declined');
    expect(await base.select().from(customerClubSubmissions).where(eq(customerClubSubmissions.email, email))).toHaveLength(0);
    expect(await base.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, email))).toHaveLength(0);
  });

  it('rolls back the writes of a run that starts after an earlier run has ended', async () => {
    const { db: base } = await workerDatabase();
    const { db, run } = createTransactions(base);
    const first = `uow-${randomUUID()}@example.com`;
    const second = `uow-${randomUUID()}@example.com`;
    await run(async () => db.insert(idempotencyKeys).values(key(first)));
    await expect(
      run(async () => {
        await db.insert(idempotencyKeys).values(key(second));
        throw new Error('payment declined');
      }),
    ).rejects.toThrow('payment declined');
    expect(insideTransaction()).toBe(false);
    expect(await base.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, first))).toHaveLength(1);
    expect(await base.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, second))).toHaveLength(0);
  });

  it('refuses an aggregate lock outside a transaction, where it would protect nothing', async () => {
    const { lockAggregate } = createTransactions((await workerDatabase()).db);
    await expect(lockAggregate('cart', 1)).rejects.toThrow(/needs an open transaction/);
  });
});

describe('aggregate locks on PostgreSQL', async () => {
  const handle = await workerDatabase();
  // PGlite has one connection, so two transactions never overlap there.
  it.skipIf(handle.kind !== 'postgres')('keeps a transaction whole when another one ends while it is open', async () => {
    const transactions = createTransactions(handle.db);
    const early = `uow-${randomUUID()}@example.com`;
    const late = `uow-${randomUUID()}@example.com`;
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const open = transactions.run(async () => {
      await gate;
      // The other transaction has committed and ended: this write still belongs to this one.
      await transactions.db.insert(idempotencyKeys).values(key(late));
      throw new Error('payment declined');
    });
    await transactions.run(async () => transactions.db.insert(idempotencyKeys).values(key(early)));
    release();
    await expect(open).rejects.toThrow('payment declined');
    expect(await handle.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, early))).toHaveLength(1);
    expect(await handle.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, late))).toHaveLength(0);
  });

  // PGlite has one connection: a second transaction cannot start while one is open, so writers queue anyway.
  it.skipIf(handle.kind !== 'postgres')('make a second writer of the same aggregate wait until the first commits', async () => {
    const transactions = createTransactions(handle.db);
    const aggregate = randomUUID();
    const order: string[] = [];
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const first = transactions.run(async () => {
      await transactions.lockAggregate('cart', aggregate);
      order.push('first locked');
      await gate;
      order.push('first done');
    });
    await vi.waitFor(() => expect(order).toEqual(['first locked']));
    const second = transactions.run(async () => {
      await transactions.lockAggregate('cart', aggregate);
      order.push('second locked');
    });
    const waiting = async () => {
      const [row] = await handle.db
        .select({ n: sql<number>`count(*)::int` })
        .from(sql`pg_locks`)
        .where(sql`locktype = 'advisory' and not granted`);
      return row!.n;
    };
    await vi.waitFor(async () => expect(await waiting()).toBeGreaterThanOrEqual(1));
    expect(order).toEqual(['first locked']);
    release();
    await Promise.all([first, second]);
    expect(order).toEqual(['first locked', 'first done', 'second locked']);
  });
});
