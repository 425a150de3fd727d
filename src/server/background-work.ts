import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config/env';
import { createMailer, type Mailer } from '../providers/mail/mailer';
import type { Services } from '../services/create-services';
import { MAIL_JOB, mailJobHandler } from '../services/jobs/mail-jobs';
import { createOutboxWorker, type OutboxWorker } from '../services/jobs/outbox-worker';

declare module 'fastify' {
  interface FastifyInstance {
    /** This process's outbox worker; tests drive it with runOnce. */
    outboxWorker: OutboxWorker;
  }
}

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;

/** Where the file mailer writes when there is no MAIL_URL; /dev/mail reads the same folder. */
export const mailFolder = (config: AppConfig) => path.resolve(config.dataDir, 'mail');

/**
 * The outbox worker of this process with its job handlers. It starts when the server is ready
 * (RUN_WORKER, on by default) and stops, finishing the job in hand, when the server closes.
 */
export function registerBackgroundWork(
  app: FastifyInstance,
  options: { config: AppConfig; services: Services; now: () => Date; mailer?: Mailer },
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
  if (config.runWorker) {
    let purge: NodeJS.Timeout | undefined;
    let sweep: NodeJS.Timeout | undefined;
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
    });
    app.addHook('onClose', async () => {
      clearInterval(purge);
      clearInterval(sweep);
      await worker.stop();
    });
  }
  return worker;
}
