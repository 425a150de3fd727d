import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../client';
import { runMigrations } from '../migrate';
import { createTransactions } from '../transactions';

describe('the embedded database in its own thread', () => {
  let handle: DatabaseHandle;
  /** The rows of a query (Drizzle types `execute` per driver; both drivers answer with `rows`). */
  const rowsOf = async <T>(query: SQL) => ((await handle.db.execute(query)) as unknown as { rows: T[] }).rows;
  beforeAll(async () => {
    handle = await openDatabase({ kind: 'pglite', ownThread: true });
    await runMigrations(handle);
    await handle.db.execute(sql`create table thread_probe (id int primary key, label text not null, at timestamptz)`);
  }, 60_000);
  afterAll(async () => {
    await handle?.close();
  });

  it('answers queries with the schema migrated, pg_trgm included', async () => {
    const rows = await rowsOf<{ similarity: number }>(sql`select similarity('kettle', 'kettles') as similarity`);
    expect(rows[0]!.similarity).toBeGreaterThan(0.5);
  });

  it('hands timestamps back as PostgreSQL wrote them, as Drizzle asks', async () => {
    await handle.db.execute(sql`insert into thread_probe values (1, 'one', '2026-11-29T10:00:00Z')`);
    const rows = await rowsOf<{ at: unknown }>(sql`select at from thread_probe where id = 1`);
    expect(rows[0]!.at).toBe('2026-11-29 10:00:00+00');
  });

  it('keeps PostgreSQL error codes, which callers read (23505 on a duplicate)', async () => {
    await handle.db.execute(sql`insert into thread_probe values (2, 'two', null)`);
    const duplicate = handle.db.execute(sql`insert into thread_probe values (2, 'again', null)`);
    await expect(duplicate).rejects.toMatchObject({ cause: { code: '23505', constraint: 'thread_probe_pkey' } });
  });

  it('commits a transaction that returns and rolls back one that throws', async () => {
    await handle.db.transaction(async (tx) => {
      await tx.execute(sql`insert into thread_probe values (3, 'kept', null)`);
    });
    await expect(
      handle.db.transaction(async (tx) => {
        await tx.execute(sql`insert into thread_probe values (4, 'dropped', null)`);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    await expect(
      handle.db.transaction((tx) => tx.execute(sql`insert into thread_probe values (5, 'dropped', null)`).then(() => tx.rollback())),
    ).rejects.toThrow();
    const rows = await rowsOf<{ id: number }>(sql`select id from thread_probe where id in (3, 4, 5) order by id`);
    expect(rows.map((row) => row.id)).toEqual([3]);
  });

  it('lets no other query see or join an open transaction until it ends', async () => {
    const transactions = createTransactions(handle.db);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const writing = transactions.run(async () => {
      await transactions.db.execute(sql`insert into thread_probe values (6, 'inside', null)`);
      await held;
      await transactions.db.execute(sql`update thread_probe set label = 'committed' where id = 6`);
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    // Sent now (a Drizzle query runs when it is awaited or then'd), while the transaction is open.
    const outside = rowsOf<{ label: string }>(sql`select label from thread_probe where id = 6`);
    await new Promise((resolve) => setTimeout(resolve, 50));
    release();
    await writing;
    expect(await outside).toEqual([{ label: 'committed' }]);
  });

  it('runs savepoints inside a transaction', async () => {
    await handle.db.transaction(async (tx) => {
      await tx.execute(sql`insert into thread_probe values (7, 'outer', null)`);
      await expect(
        tx.transaction(async (inner) => {
          await inner.execute(sql`insert into thread_probe values (8, 'inner', null)`);
          throw new Error('inner only');
        }),
      ).rejects.toThrow('inner only');
    });
    const rows = await rowsOf<{ id: number }>(sql`select id from thread_probe where id in (7, 8) order by id`);
    expect(rows.map((row) => row.id)).toEqual([7]);
  });

  it('refuses calls once closed, with a clear message', async () => {
    const other = await openDatabase({ kind: 'pglite', ownThread: true });
    await other.close();
    await expect(other.db.execute(sql`select 1`)).rejects.toMatchObject({ cause: { message: 'The embedded database is closed.' } });
  }, 60_000);
});
