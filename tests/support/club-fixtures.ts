import type { FastifyInstance } from 'fastify';
import { CUSTOMER_CLUB_CONFIRM_PATH } from '../../src/contracts/customer-club';
import { mailsTo } from './identity-app';

/** The path of the newest customer-club confirmation link mailed to an address. */
export async function clubLinkMailedTo(email: string): Promise<string> {
  for (const mail of await mailsTo(email)) {
    const match = new RegExp(`https://[^/]+(${CUSTOMER_CLUB_CONFIRM_PATH}/[\\w-]+)`).exec(mail.text);
    if (match) return match[1]!;
  }
  throw new Error(`no customer-club link mailed to ${email}`);
}

/** Opens the newest confirmation link mailed to an address, as its owner would. */
export async function confirmClubSignUp(app: FastifyInstance, email: string) {
  return app.inject({ method: 'GET', url: await clubLinkMailedTo(email) });
}
