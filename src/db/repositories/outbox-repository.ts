import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../client';
import { outboxJobs, type OutboxStatus } from '../schema';

export type OutboxJob = typeof outboxJobs.$inferSelect;

export interface NewJob {
  kind: string;
  payload: Record<string, unknown>;
  /** Attempts before the job is left as failed; 6 by default. */
  maxAttempts?: number;
  /** Not before this time; now by default (an order's expiry check waits for its expiry). */
  runAt?: Date;
}

/** The outbox table. `enqueue` belongs inside the transaction of the change that causes the job. */
export function createOutboxRepository(db: Database) {
  return {
    async enqueue(job: NewJob, now: Date): Promise<number> {
      const [row] = await db
        .insert(outboxJobs)
        .values({
          kind: job.kind,
          payload: job.payload,
          maxAttempts: job.maxAttempts,
          runAt: job.runAt ?? now,
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: outboxJobs.id });
      return row!.id;
    },

    /**
     * Takes up to `limit` due jobs for one worker: pending ones whose time has come and running ones
     * whose claim lapsed (their worker died). SKIP LOCKED lets workers in other processes claim other
     * rows at the same moment instead of the same ones; the claim is committed at once, so the job is
     * not held in a transaction while it runs. Only the kinds the worker can do are taken, so a worker
     * of an older release leaves a newer kind of job alone.
     */
    async claimDue(now: Date, limit: number, worker: string, leaseMs: number, kinds: string[]): Promise<OutboxJob[]> {
      if (kinds.length === 0) return [];
      const leaseEnds = new Date(now.getTime() + leaseMs);
      const result = await db.execute(sql`
        with due as (
          select id from ${outboxJobs}
          where kind in ${kinds} and ((status = 'pending' and run_at <= ${now}) or (status = 'running' and locked_until <= ${now}))
          order by run_at, id
          limit ${limit}
          for update skip locked
        )
        update ${outboxJobs} as j
        set status = 'running', attempts = j.attempts + 1, locked_until = ${leaseEnds}, locked_by = ${worker}, updated_at = ${now}
        from due where j.id = due.id
        returning j.id`);
      const ids = (result as unknown as { rows: { id: number | string }[] }).rows.map((r) => Number(r.id));
      if (ids.length === 0) return [];
      return db.select().from(outboxJobs).where(inArray(outboxJobs.id, ids)).orderBy(outboxJobs.runAt, outboxJobs.id);
    },

    /** Only the worker that holds the claim records the outcome (a lapsed claim may have been taken over). */
    async complete(id: number, worker: string, now: Date): Promise<void> {
      await db
        .update(outboxJobs)
        .set({ status: 'done', doneAt: now, updatedAt: now, lockedUntil: null, lastError: null })
        .where(and(eq(outboxJobs.id, id), eq(outboxJobs.lockedBy, worker), eq(outboxJobs.status, 'running')));
    },

    /** Back to pending until `retryAt`, or failed for good when there is no retry left. */
    async fail(id: number, worker: string, error: string, now: Date, retryAt: Date | null): Promise<void> {
      await db
        .update(outboxJobs)
        .set({
          status: retryAt ? 'pending' : 'failed',
          runAt: retryAt ?? now,
          lastError: error.slice(0, 2000),
          updatedAt: now,
          lockedUntil: null,
        })
        .where(and(eq(outboxJobs.id, id), eq(outboxJobs.lockedBy, worker), eq(outboxJobs.status, 'running')));
    },

    async byStatus(status: OutboxStatus, limit = 50): Promise<OutboxJob[]> {
      return db.select().from(outboxJobs).where(eq(outboxJobs.status, status)).orderBy(desc(outboxJobs.updatedAt)).limit(limit);
    },
  };
}
export type OutboxRepository = ReturnType<typeof createOutboxRepository>;
