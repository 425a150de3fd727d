import { createHash, randomBytes } from 'node:crypto';
import type { z } from 'zod';
import { CUSTOMER_CLUB_CONFIRM_PATH, type customerClubRequestSchema, type CustomerClubResponse } from '../contracts/customer-club';
import type { AddressQuotaRepository } from '../db/repositories/address-quota-repository';
import type { CustomerClubRepository } from '../db/repositories/customer-club-repository';
import type { OutboxRepository } from '../db/repositories/outbox-repository';
import type { Transactions } from '../db/transactions';
import { MAILS_PER_WINDOW, mailQuotaKey, QUOTA_WINDOW_MS } from '../domain/address-quota';
import type { BrandConfig } from '../domain/brands';
import { queueMail } from './jobs/mail-jobs';

type CustomerClubRequest = z.output<typeof customerClubRequestSchema>;

/** The link's token (256 random bits) and what is stored of it (its SHA-256). */
const newToken = () => randomBytes(32).toString('base64url');
const hashOf = (token: string) => createHash('sha256').update(token).digest('base64url');

/**
 * Customer-club sign-ups from every form source (document 1 section 7, document 3 form sources).
 * Anyone can type any address into a form, so a sign-up waits for its address: the address gets a
 * confirmation link (at most one per window), and only the link adds it and sends the welcome.
 */
export function createCustomerClubService(
  submissions: CustomerClubRepository,
  outbox: OutboxRepository,
  quotas: AddressQuotaRepository,
  transactions: Transactions,
  /** The origin of the confirmation link (PUBLIC_URL), as the identity service's links use it. */
  publicUrl?: string,
) {
  const siteUrl = (brand: BrandConfig) => publicUrl ?? `https://${brand.hostname}`;
  return {
    async submit(brand: BrandConfig, request: CustomerClubRequest, visitorId: string | null, now: Date): Promise<CustomerClubResponse> {
      const fields: Record<string, string> = {};
      for (const [key, value] of Object.entries(request.fields)) if (typeof value === 'string') fields[key] = value.trim();
      const email = fields.Email!.toLowerCase();
      return transactions.run(async () => {
        const { id, created, confirmed } = await submissions.upsert(
          { app: brand.app, formType: request.formType, email, fields: { ...fields, Email: email }, visitorId },
          now,
        );
        // The link is queued with the sign-up: both happen, or neither. The answer is the same when no mail goes.
        if (!confirmed && (await quotas.take(mailQuotaKey('club-confirm', email), MAILS_PER_WINDOW, QUOTA_WINDOW_MS, now)).allowed) {
          const token = newToken();
          await submissions.setConfirmToken(id, hashOf(token));
          await queueMail(outbox, confirmationMail(brand, email, `${siteUrl(brand)}${CUSTOMER_CLUB_CONFIRM_PATH}/${token}`), now);
        }
        return { formType: request.formType, created };
      });
    },

    /** Confirms a sign-up by its link and welcomes the address, once; false for a used or unknown link. */
    async confirm(brand: BrandConfig, token: string, now: Date): Promise<boolean> {
      return transactions.run(async () => {
        const confirmed = await submissions.confirm(brand.app, hashOf(token), now);
        if (!confirmed) return false;
        await queueMail(outbox, welcomeMail(brand, confirmed.email, confirmed.fields.Name), now);
        return true;
      });
    },
  };
}

function confirmationMail(brand: BrandConfig, to: string, link: string) {
  return {
    to,
    subject: `Please confirm your ${brand.companyName} customer club sign-up`,
    text: [
      'Hi,',
      '',
      `Someone (perhaps you) asked to join the ${brand.companyName} customer club with this e-mail address.`,
      'To join, confirm your address by opening this link:',
      link,
      '',
      'If it was not you, ignore this e-mail: we will not write to you again.',
      '',
      `${brand.companyName}`,
    ].join('\n'),
  };
}

function welcomeMail(brand: BrandConfig, to: string, name: string | undefined) {
  const greeting = name ? `Hi ${name},` : 'Hi,';
  return {
    to,
    subject: `Welcome to the ${brand.companyName} customer club`,
    text: [
      greeting,
      '',
      `Thanks for joining the ${brand.companyName} customer club. We will send you our latest offers, new arrivals and ideas for your home.`,
      '',
      `Visit us any time at https://${brand.hostname}/`,
      '',
      `${brand.companyName}`,
    ].join('\n'),
  };
}
