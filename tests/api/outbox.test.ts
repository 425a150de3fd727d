import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createOutboxRepository } from '../../src/db/repositories/outbox-repository';
import { outboxJobs } from '../../src/db/schema';
import { createTransactions } from '../../src/db/transactions';
import { createOutboxWorker, type JobHandler } from '../../src/services/jobs/outbox-worker';
import { workerDatabase } from '../support/test-app';

const SECOND = 1000;

/** A clock the test moves by hand. */
function clock(start = '2026-11-25T01:00:00Z') {
  let at = new Date(start).getTime();
  return { now: () => new Date(at), advance: (ms: number) => (at += ms) };
}

async function setup() {
  const { db: base } = await workerDatabase();
  const transactions = createTransactions(base);
  const outbox = createOutboxRepository(transactions.db);
  // Each test has its own kind, so jobs of other tests in this file are never taken.
  const kind = `test.${randomUUID()}`;
  const job = async (id: number) => (await base.select().from(outboxJobs).where(eq(outboxJobs.id, id)))[0]!;
  return { base, transactions, outbox, kind, job };
}

describe('the outbox', () => {
  it('keeps a job only if the change that queued it commits', async () => {
    const { transactions, outbox, kind, base } = await setup();
    const { now } = clock();
    await transactions.run(() => outbox.enqueue({ kind, payload: { n: 1 } }, now()));
    await expect(
      transactions.run(async () => {
        await outbox.enqueue({ kind, payload: { n: 2 } }, now());
        throw new Error('order refused');
      }),
    ).rejects.toThrow('order refused');
    const rows = await base.select().from(outboxJobs).where(eq(outboxJobs.kind, kind));
    expect(rows.map((r) => r.payload)).toEqual([{ n: 1 }]);
  });

  it('performs a job once and marks it done', async () => {
    const { outbox, kind, job } = await setup();
    const { now } = clock();
    const seen: unknown[] = [];
    const worker = createOutboxWorker({ outbox, now, handlers: { [kind]: async (payload) => void seen.push(payload) } });
    const id = await outbox.enqueue({ kind, payload: { to: 'a@example.com' } }, now());
    expect(await worker.runOnce()).toBe(1);
    expect(await worker.runOnce()).toBe(0);
    expect(seen).toEqual([{ to: 'a@example.com' }]);
    expect(await job(id)).toMatchObject({ status: 'done', attempts: 1, lastError: null, lockedBy: worker.name });
  });

  it('retries a failing job with exponential backoff on the clock', async () => {
    const { outbox, kind, job } = await setup();
    const time = clock();
    let calls = 0;
    const flaky: JobHandler = async () => {
      calls += 1;
      if (calls < 3) throw new Error(`mail server busy (${calls})`);
    };
    const worker = createOutboxWorker({ outbox, now: time.now, handlers: { [kind]: flaky } });
    const id = await outbox.enqueue({ kind, payload: {} }, time.now());
    await worker.runOnce();
    expect(await job(id)).toMatchObject({ status: 'pending', attempts: 1, lastError: 'mail server busy (1)' });
    time.advance(29 * SECOND);
    expect(await worker.runOnce()).toBe(0);
    time.advance(1 * SECOND);
    expect(await worker.runOnce()).toBe(1);
    expect(await job(id)).toMatchObject({ status: 'pending', attempts: 2, lastError: 'mail server busy (2)' });
    time.advance(59 * SECOND);
    expect(await worker.runOnce()).toBe(0);
    time.advance(1 * SECOND);
    expect(await worker.runOnce()).toBe(1);
    expect(await job(id)).toMatchObject({ status: 'done', attempts: 3, lastError: null });
  });

  it('leaves a job that used up its attempts failed, with its last error, and takes it no more', async () => {
    const { outbox, kind, job } = await setup();
    const time = clock();
    const worker = createOutboxWorker({
      outbox,
      now: time.now,
      handlers: { [kind]: async () => Promise.reject(new Error('mailbox unavailable')) },
    });
    const id = await outbox.enqueue({ kind, payload: {}, maxAttempts: 2 }, time.now());
    await worker.runOnce();
    time.advance(30 * SECOND);
    await worker.runOnce();
    expect(await job(id)).toMatchObject({ status: 'failed', attempts: 2, lastError: 'mailbox unavailable' });
    time.advance(24 * 60 * 60 * SECOND);
    expect(await worker.runOnce()).toBe(0);
    expect((await outbox.byStatus('failed')).map((j) => j.id)).toContain(id);
  });

  it('takes up a job again when its worker died holding it', async () => {
    const { outbox, kind, job } = await setup();
    const time = clock();
    const id = await outbox.enqueue({ kind, payload: {} }, time.now());
    // A worker claims the job and is never heard of again.
    expect(await outbox.claimDue(time.now(), 10, 'crashed-worker', 60 * SECOND, [kind])).toHaveLength(1);
    const survivor = createOutboxWorker({ outbox, now: time.now, handlers: { [kind]: async () => {} }, leaseMs: 60 * SECOND });
    expect(await survivor.runOnce()).toBe(0);
    time.advance(60 * SECOND);
    expect(await survivor.runOnce()).toBe(1);
    expect(await job(id)).toMatchObject({ status: 'done', attempts: 2, lockedBy: survivor.name });
  });

  it('shares jobs between concurrent workers without doing one twice', async () => {
    const { outbox, kind, base } = await setup();
    const { now } = clock();
    const done: number[] = [];
    const record: JobHandler = async (payload) => void done.push(payload.n as number);
    for (let n = 0; n < 40; n += 1) await outbox.enqueue({ kind, payload: { n } }, now());
    // Separate repositories over the pool: on PostgreSQL each claim runs on its own connection.
    const workers = ['one', 'two', 'three', 'four'].map((name) =>
      createOutboxWorker({ outbox: createOutboxRepository(base), now, name, batch: 3, handlers: { [kind]: record } }),
    );
    const drain = async (worker: (typeof workers)[number]) => {
      while ((await worker.runOnce()) > 0);
    };
    await Promise.all(workers.map(drain));
    expect(done.toSorted((a, b) => a - b)).toEqual(Array.from({ length: 40 }, (_, n) => n));
    const rows = await base.select().from(outboxJobs).where(eq(outboxJobs.kind, kind));
    expect(rows.every((r) => r.status === 'done' && r.attempts === 1)).toBe(true);
  });
});
