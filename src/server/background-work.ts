import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config/env';
import { createMailer, type Mailer } from '../providers/mail/mailer';
import type { Services } from '../services/create-services';
import type { Database } from '../db/client';
import { createDemoCalendarJob, type DemoCalendarJob } from '../services/jobs/demo-calendar-job';
import { MAIL_JOB, mailJobHandler } from '../services/jobs/mail-jobs';
import { createOutboxWorker, type OutboxWorker } from '../services/jobs/outbox-worker';

declare module 'fastify' {
  interface FastifyInstance {
    /** This process's outbox worker; tests drive it with runOnce. */
    outboxWorker: OutboxWorker;
    /** Demo mode only: keeps the demo's sale, promotions, banners and delivery days current; tests drive it with runOnce. */
    demoCalendar?: DemoCalendarJob;
  }
}

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;

/** Where the file mailer writes when there is no MAIL_URL; /dev/mail reads the same folder. */
export const mailFolder = (config: AppConfig) => path.resolve(config.dataDir, 'mail');

/**
 * The outbox worker of this process with its job handlers. It starts when the server is ready
 * (RUN_WORKER, on by default) and stops, finishing the job in hand, when the server closes. In demo
 * mode it also keeps the demo's dated data current (demo-calendar-job.ts).
 */
export function registerBackgroundWork(
  app: FastifyInstance,
  options: { config: AppConfig; services: Services; db: Database; now: () => Date; mailer?: Mailer },
): OutboxWorker {
  const { config } = options;
  const mailer = options.mailer ?? createMailer({ mailUrl: config.mailUrl, mailDir: mailFolder(config), from: config.mailFrom });
  const worker = createOutboxWorker({
    outbox: options.services.outbox,
    handlers: { [MAIL_JOB]: mailJobHandler(mailer), ...options.services.checkout.jobHandlers() },
    now: options.now,
    log: app.log,
  });
  app.decorate('outboxWorker', worker);
  const demoCalendar = config.demoMode
    ? createDemoCalendarJob({ db: options.db, now: options.now, moveDeliveryDays: config.demoDeliveryDaysFrom === undefined })
    : undefined;
  if (demoCalendar) app.decorate('demoCalendar', demoCalendar);
  const keepDemoCurrent = async () => {
    await demoCalendar
      ?.runOnce()
      .then((moved) => {
        if (moved.windowsMovedTo || moved.deliveryDaysAdded > 0) app.log.info(moved, 'demo data moved on');
      })
      .catch((err: unknown) => app.log.warn({ err }, 'moving the demo data on failed'));
  };
  if (config.runWorker) {
    let purge: NodeJS.Timeout | undefined;
    let sweep: NodeJS.Timeout | undefined;
    let demo: NodeJS.Timeout | undefined;
    app.addHook('onReady', async () => {
      app.log.info({ worker: worker.name, mail: mailer.target }, 'outbox worker started');
      worker.start();
      // A key is already free once expired; this only keeps the table from growing.
      purge = setInterval(() => {
        options.services.idempotency.purgeExpired(options.now()).catch((err: unknown) => app.log.warn({ err }, 'idempotency purge failed'));
      }, HOUR);
      purge.unref();
      // A sweep for pending orders whose expiry job was lost; the jobs normally do this on time.
      sweep = setInterval(() => {
        options.services.checkout.reconcileExpiredOrders().catch((err: unknown) => app.log.warn({ err }, 'order reconciliation failed'));
      }, 5 * MINUTE);
      sweep.unref();
      // A demo left running (or a demo database from an earlier day) stays current: checked at
      // start and every hour, it moves only when the running windows are about to end.
      if (demoCalendar) {
        await keepDemoCurrent();
        demo = setInterval(() => void keepDemoCurrent(), HOUR);
        demo.unref();
      }
    });
    app.addHook('onClose', async () => {
      clearInterval(purge);
      clearInterval(sweep);
      clearInterval(demo);
      await worker.stop();
    });
  }
  return worker;
}
