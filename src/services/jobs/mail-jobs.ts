import type { OutboxRepository } from '../../db/repositories/outbox-repository';
import type { MailMessage, Mailer } from '../../providers/mail/mailer';
import type { JobHandler } from './outbox-worker';

export const MAIL_JOB = 'mail.send';

/** Queues a message in the caller's transaction: it is sent only if the change that caused it commits. */
export function queueMail(outbox: OutboxRepository, message: MailMessage, now: Date): Promise<number> {
  return outbox.enqueue({ kind: MAIL_JOB, payload: { ...message } }, now);
}

export function mailJobHandler(mailer: Mailer): JobHandler {
  return async (payload) => {
    await mailer.send(payload as unknown as MailMessage);
  };
}
