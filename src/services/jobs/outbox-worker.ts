import { hostname } from 'node:os';
import type { OutboxJob, OutboxRepository } from '../../db/repositories/outbox-repository';

/** Performs one kind of job; throwing schedules a retry. */
export type JobHandler = (payload: Record<string, unknown>, job: OutboxJob) => Promise<void>;

export interface WorkerOptions {
  outbox: OutboxRepository;
  handlers: Record<string, JobHandler>;
  now: () => Date;
  /** Names this worker in the jobs it takes; host and process by default. */
  name?: string;
  /** Jobs taken per poll. */
  batch?: number;
  /** How long a taken job is this worker's; longer than any job should run. */
  leaseMs?: number;
  pollMs?: number;
  log?: { warn(details: object, message: string): void };
}

const SECOND = 1000;
/** 30 s, 1 min, 2 min, 4 min … capped at an hour: a provider that is down gets time to come back. */
export function retryDelayMs(attempt: number): number {
  return Math.min(30 * SECOND * 2 ** (attempt - 1), 60 * 60 * SECOND);
}

/**
 * The outbox worker: takes due jobs (SKIP LOCKED, so workers in several processes share them
 * without taking one twice), runs each kind's handler, and records the outcome. A failure is
 * retried with exponential backoff until the job's attempts are used up; then it stays `failed`
 * with its last error for an operator to see.
 */
export function createOutboxWorker(options: WorkerOptions) {
  const { outbox, handlers, now } = options;
  const name = options.name ?? `${hostname()}:${process.pid}`;
  const batch = options.batch ?? 10;
  const leaseMs = options.leaseMs ?? 5 * 60 * SECOND;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;
  let stopped = true;

  async function perform(job: OutboxJob): Promise<void> {
    try {
      await handlers[job.kind]!(job.payload, job);
      await outbox.complete(job.id, name, now());
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const at = now();
      const retryAt = job.attempts < job.maxAttempts ? new Date(at.getTime() + retryDelayMs(job.attempts)) : null;
      options.log?.warn({ job: job.id, kind: job.kind, attempt: job.attempts, retryAt, err: message }, 'job failed');
      await outbox.fail(job.id, name, message, at, retryAt);
    }
  }

  /** Takes and performs one batch of due jobs; answers how many it took. */
  async function runOnce(): Promise<number> {
    const jobs = await outbox.claimDue(now(), batch, name, leaseMs, Object.keys(handlers));
    for (const job of jobs) await perform(job);
    return jobs.length;
  }

  async function poll(): Promise<void> {
    if (stopped) return;
    let took = 0;
    try {
      running = runOnce();
      took = await running;
    } catch (error) {
      options.log?.warn({ err: error instanceof Error ? error.message : String(error) }, 'outbox poll failed');
    } finally {
      running = undefined;
    }
    // A full batch suggests more are waiting: look again at once.
    if (stopped) return;
    timer = setTimeout(() => void poll(), took === batch ? 0 : (options.pollMs ?? SECOND));
    // The server keeps the process alive; the worker alone should not (tests, scripts).
    timer.unref();
  }

  return {
    name,
    runOnce,
    start(): void {
      if (!stopped) return;
      stopped = false;
      void poll();
    },
    /** Stops polling and waits for the batch in hand. */
    async stop(): Promise<void> {
      stopped = true;
      clearTimeout(timer);
      await running?.catch(() => undefined);
    },
  };
}
export type OutboxWorker = ReturnType<typeof createOutboxWorker>;
