import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  /** Where mail goes, for logs: "smtp://host:port" or the folder. */
  readonly target: string;
  send(message: MailMessage): Promise<{ messageId: string }>;
}

/**
 * Sends through the SMTP server of MAIL_URL, or, with no MAIL_URL, writes each message as an .eml
 * file into `mailDir` (listed at /dev/mail in demo mode), so a new install can follow a link in a
 * confirmation mail without a mail server.
 */
export function createMailer(options: { mailUrl?: string; mailDir: string; from: string }): Mailer {
  if (options.mailUrl) {
    const transport = nodemailer.createTransport(options.mailUrl);
    const url = new URL(options.mailUrl);
    return {
      target: `${url.protocol}//${url.host}`,
      async send(message) {
        const info = await transport.sendMail({ from: options.from, ...message });
        return { messageId: info.messageId };
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    target: options.mailDir,
    async send(message) {
      const info = await transport.sendMail({ from: options.from, ...message });
      await mkdir(options.mailDir, { recursive: true });
      // Sortable by time, unique by message id; only safe characters reach the file system.
      const id = info.messageId.replace(/[^A-Za-z0-9.-]/g, '');
      await writeFile(path.join(options.mailDir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${id}.eml`), info.message as Buffer);
      return { messageId: info.messageId };
    },
  };
}
