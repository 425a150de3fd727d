import type { z } from 'zod';
import type { customerClubRequestSchema, CustomerClubResponse } from '../contracts/customer-club';
import type { CustomerClubRepository } from '../db/repositories/customer-club-repository';
import type { OutboxRepository } from '../db/repositories/outbox-repository';
import type { Transactions } from '../db/transactions';
import type { BrandConfig } from '../domain/brands';
import { queueMail } from './jobs/mail-jobs';

type CustomerClubRequest = z.output<typeof customerClubRequestSchema>;

/** Customer-club sign-ups from every form source (document 1 section 7, document 3 form sources). */
export function createCustomerClubService(submissions: CustomerClubRepository, outbox: OutboxRepository, transactions: Transactions) {
  return {
    async submit(brand: BrandConfig, request: CustomerClubRequest, visitorId: string | null, now: Date): Promise<CustomerClubResponse> {
      const fields: Record<string, string> = {};
      for (const [key, value] of Object.entries(request.fields)) if (typeof value === 'string') fields[key] = value.trim();
      const email = fields.Email!.toLowerCase();
      return transactions.run(async () => {
        const { created } = await submissions.upsert(
          { app: brand.app, formType: request.formType, email, fields: { ...fields, Email: email }, visitorId },
          now,
        );
        // The welcome mail is queued with the sign-up: both happen, or neither. A repeat sign-up is not welcomed again.
        if (created) await queueMail(outbox, welcomeMail(brand, email, fields.Name), now);
        return { formType: request.formType, created };
      });
    },
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
