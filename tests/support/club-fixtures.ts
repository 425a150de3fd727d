import { and, desc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { CUSTOMER_CLUB_CONFIRM_PATH } from '../../src/contracts/customer-club';
import { outboxJobs } from '../../src/db/schema';
import { workerDatabase } from './test-app';

/** Mails queued to an address, newest first. */
export async function clubMailsTo(email: string): Promise<{ subject: string; text: string }[]> {
  const { db } = await workerDatabase();
  const rows = await db
    .select()
    .from(outboxJobs)
    .where(and(eq(outboxJobs.kind, 'mail.send'), sql`${outboxJobs.payload}->>'to' = ${email}`))
    .orderBy(desc(outboxJobs.id));
  return rows.map((row) => row.payload as { subject: string; text: string });
}

/** The path of the newest customer-club confirmation link mailed to an address. */
export async function clubLinkMailedTo(email: string): Promise<string> {
  for (const mail of await clubMailsTo(email)) {
    const match = new RegExp(`https://[^/]+(${CUSTOMER_CLUB_CONFIRM_PATH}/[\\w-]+)`).exec(mail.text);
    if (match) return match[1]!;
  }
  throw new Error(`no customer-club link mailed to ${email}`);
}

/** Opens the newest confirmation link mailed to an address, as its owner would. */
export async function confirmClubSignUp(app: FastifyInstance, email: string) {
  return app.inject({ method: 'GET', url: await clubLinkMailedTo(email) });
}
