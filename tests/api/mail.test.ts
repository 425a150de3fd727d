import { mkdtemp, readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BRANDS } from '../../src/domain/brands';
import { createTestApp } from '../support/test-app';
import { startSmtpInbox } from '../support/smtp-inbox';
import { confirmClubSignUp } from '../support/club-fixtures';
import { SANDBOX_PAYMENTS_OUTSIDE_DEMO } from '../support/sandbox-payments-env';

const signUp = (email: string) => ({ formType: 'Newsletter', fields: { Name: 'Robin', Email: email, Postcode: '2000' } });
const { companyName, hostname } = BRANDS.wa;
const subject = `Welcome to the ${companyName} customer club`;
const confirmSubject = `Please confirm your ${companyName} customer club sign-up`;
const html = (text: string) => text.replace(/&/g, '&amp;');
const email = () => `mail-${randomUUID().slice(0, 8)}@example.com`;

describe('mail through the outbox', () => {
  let inbox: Awaited<ReturnType<typeof startSmtpInbox>>;
  beforeAll(async () => (inbox = await startSmtpInbox()));
  afterAll(() => inbox.close());
  const deliveredTo = (to: string) => inbox.received.filter((m) => !Array.isArray(m.to) && m.to?.text === to);

  it('sends the customer-club confirmation, then the welcome, through the SMTP server of MAIL_URL once the worker runs', async () => {
    const app = await createTestApp({ env: { MAIL_URL: inbox.url } });
    const to = email();
    const res = await app.inject({ method: 'POST', url: '/api/forms/customer-club', payload: signUp(to) });
    expect(res.statusCode).toBe(200);
    // Queued with the sign-up, sent by the worker after commit.
    expect(deliveredTo(to)).toHaveLength(0);
    while ((await app.outboxWorker.runOnce()) > 0);
    expect(deliveredTo(to).map((m) => m.subject)).toEqual([confirmSubject]);
    expect((await confirmClubSignUp(app, to)).statusCode).toBe(200);
    while ((await app.outboxWorker.runOnce()) > 0);
    const mine = deliveredTo(to);
    expect(mine.map((m) => m.subject)).toEqual([confirmSubject, subject]);
    expect(mine[1]!.from?.text).toBe(`"${companyName}" <no-reply@${hostname}>`);
    expect(mine[1]!.text).toContain('Hi Robin,');
    // A repeat sign-up is not welcomed twice.
    await app.inject({ method: 'POST', url: '/api/forms/customer-club', payload: signUp(to) });
    while ((await app.outboxWorker.runOnce()) > 0);
    expect(deliveredTo(to)).toHaveLength(2);
    await app.close();
  });
});

describe('demo mail without MAIL_URL', () => {
  it('writes each message as an .eml file and lists it at /dev/mail', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'storefront-mail-'));
    const app = await createTestApp({ env: { DATA_DIR: dataDir } });
    const to = email();
    await app.inject({ method: 'POST', url: '/api/forms/customer-club', payload: signUp(to) });
    await confirmClubSignUp(app, to);
    while ((await app.outboxWorker.runOnce()) > 0);
    const files = (await readdir(path.join(dataDir, 'mail'))).filter((f) => f.endsWith('.eml'));
    expect(files.length).toBeGreaterThanOrEqual(1);

    const list = await app.inject({ url: '/dev/mail' });
    expect(list.statusCode).toBe(200);
    expect(list.headers['content-type']).toMatch(/^text\/html/);
    expect(list.body).toContain('<h1>Demo mail</h1>');
    expect(list.body).toContain(to);
    const link = new RegExp(`<a href="(/dev/mail/[^"]+)">${html(subject)}</a>`).exec(list.body);
    expect(link).not.toBeNull();

    const message = await app.inject({ url: link![1]! });
    expect(message.statusCode).toBe(200);
    expect(message.body).toContain(`<h1>${html(subject)}</h1>`);
    expect(message.body).toContain('Hi Robin,');
    expect(message.body).toContain(`<a href="https://${hostname}/">https://${hostname}/</a>`);
    expect((await app.inject({ url: '/dev/mail/..%2F..%2Fetc%2Fpasswd' })).statusCode).toBe(404);
    await app.close();
  });

  it('has no /dev/mail when demo mode is off', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'storefront-mail-'));
    const app = await createTestApp({ env: { DATA_DIR: dataDir, DEMO_MODE: 'false', ...SANDBOX_PAYMENTS_OUTSIDE_DEMO } });
    expect((await app.inject({ url: '/dev/mail' })).statusCode).toBe(404);
    const on = await createTestApp({ env: { DATA_DIR: dataDir } });
    expect((await on.inject({ url: '/dev/mail' })).statusCode).toBe(200);
    await Promise.all([app.close(), on.close()]);
  });
});
