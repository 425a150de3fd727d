import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { simpleParser } from 'mailparser';

export interface StoredMail {
  file: string;
  subject: string;
  from: string;
  to: string;
  date: Date | null;
  text: string;
  html: string | null;
}

const EML_NAME = /^[A-Za-z0-9.-]+\.eml$/;

async function parse(dir: string, file: string): Promise<StoredMail> {
  const mail = await simpleParser(await readFile(path.join(dir, file)));
  const addresses = (value: typeof mail.to) => (Array.isArray(value) ? value.map((v) => v.text).join(', ') : (value?.text ?? ''));
  return {
    file,
    subject: mail.subject ?? '(no subject)',
    from: mail.from?.text ?? '',
    to: addresses(mail.to),
    date: mail.date ?? null,
    text: mail.text ?? '',
    html: typeof mail.html === 'string' ? mail.html : null,
  };
}

/** The messages the file mailer wrote, newest first. */
export async function listMail(dir: string, limit = 200): Promise<StoredMail[]> {
  const files = await readdir(dir).catch(() => [] as string[]);
  const names = files
    .filter((f) => EML_NAME.test(f))
    .sort()
    .reverse()
    .slice(0, limit);
  return Promise.all(names.map((file) => parse(dir, file)));
}

/** One message by file name; null for a name that is not one of ours (no path tricks). */
export async function readMail(dir: string, file: string): Promise<StoredMail | null> {
  if (!EML_NAME.test(file)) return null;
  return parse(dir, file).catch(() => null);
}
