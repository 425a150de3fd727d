import { and, desc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll } from 'vitest';
import { loadConfig } from '../../src/config/env';
import { REFRESH_COOKIE, type ReloginResponse } from '../../src/contracts/identity';
import { accounts, outboxJobs } from '../../src/db/schema';
import type { AppId } from '../../src/domain/brands';
import { hashPassword } from '../../src/identity/passwords';
import { createServer } from '../../src/server/create-server';
import { workerDatabase } from './test-app';

export const ORIGIN = 'http://localhost';
export const NONCE = 'nonce-0123456789';
export const PASSWORD = 'Correct-Horse-Kettle-9';

/** A movable clock for tokens, sessions and the throttle. */
export function testClock(start = new Date()) {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance(ms: number) {
      current += ms;
    },
  };
}

const apps: FastifyInstance[] = [];
afterAll(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
});

/** A server with the real identity service deciding who calls (no test identities). */
export async function createIdentityApp(options: { app?: AppId; now?: () => Date; env?: Record<string, string> } = {}) {
  const config = loadConfig({
    APP: options.app ?? 'wa',
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    RUN_WORKER: 'false',
    RATE_LIMIT_PER_MINUTE: '0',
    PUBLIC_URL: 'http://localhost',
    ...options.env,
  });
  const server = await createServer({ config, database: await workerDatabase(), now: options.now, logger: false });
  await server.ready();
  apps.push(server);
  return server;
}

let counter = 0;
/** A fresh e-mail per test, so tests share the database without meeting. */
export function uniqueEmail(name = 'shopper'): string {
  counter += 1;
  return `${name}.${Date.now().toString(36)}${counter}${Math.random().toString(36).slice(2, 6)}@example.com`;
}

/** A confirmed customer with PASSWORD, written straight to the database. */
export async function createAccount(options: { clientId?: string; email?: string; confirmed?: boolean; role?: 'customer' | 'staff' } = {}) {
  const { db } = await workerDatabase();
  const email = options.email ?? uniqueEmail();
  const now = new Date();
  const [row] = await db
    .insert(accounts)
    .values({
      clientId: options.clientId ?? 'wa-web',
      email,
      emailKey: email.toLowerCase(),
      passwordHash: await hashPassword(PASSWORD),
      firstName: 'Pat',
      lastName: 'Tester',
      emailConfirmedAt: options.confirmed === false ? null : now,
      role: options.role ?? 'customer',
    })
    .returning();
  return row!;
}

export function refreshCookieOf(response: LightMyRequestResponse): string | undefined {
  return response.cookies.find((cookie) => cookie.name === REFRESH_COOKIE)?.value || undefined;
}

/** Signs in with the JSON form of login-redir from a client address; answers the refresh cookie. */
export async function signIn(app: FastifyInstance, email: string, password = PASSWORD, address = '10.0.0.1') {
  const response = await app.inject({
    method: 'POST',
    url: '/api/account/login-redir',
    headers: { accept: 'application/json' },
    remoteAddress: address,
    payload: { email, password, origin: ORIGIN, nonce: NONCE, returnUrl: '/account' },
  });
  return { response, refresh: refreshCookieOf(response) };
}

export async function relogin(app: FastifyInstance, refresh: string) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/account/relogin',
    cookies: { [REFRESH_COOKIE]: refresh },
    payload: { origin: ORIGIN, nonce: NONCE, returnUrl: '/account' },
  });
  return { response, refresh: refreshCookieOf(response), body: response.statusCode === 200 ? response.json<ReloginResponse>() : undefined };
}

/** Signs in and renews once: an access token and the rotated refresh cookie. */
export async function signedIn(app: FastifyInstance, email: string) {
  const first = await signIn(app, email);
  if (!first.refresh) throw new Error(`sign-in failed: ${first.response.statusCode} ${first.response.body}`);
  const renewed = await relogin(app, first.refresh);
  if (!renewed.body || !renewed.refresh) throw new Error(`relogin failed: ${renewed.response.statusCode} ${renewed.response.body}`);
  return { accessToken: renewed.body.accessToken, idToken: renewed.body.idToken, refresh: renewed.refresh, body: renewed.body };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Mails queued to an address, newest first. */
export async function mailsTo(email: string): Promise<{ subject: string; text: string }[]> {
  const { db } = await workerDatabase();
  const rows = await db
    .select()
    .from(outboxJobs)
    .where(and(eq(outboxJobs.kind, 'mail.send'), sql`${outboxJobs.payload}->>'to' = ${email}`))
    .orderBy(desc(outboxJobs.id));
  return rows.map((row) => row.payload as { subject: string; text: string });
}

/** The token of the newest link to `path` mailed to an address. */
export async function tokenMailedTo(email: string, path: string): Promise<string> {
  for (const mail of await mailsTo(email)) {
    const match = new RegExp(`${path}\\?token=([\\w-]+)`).exec(mail.text);
    if (match) return match[1]!;
  }
  throw new Error(`no ${path} link mailed to ${email}`);
}
