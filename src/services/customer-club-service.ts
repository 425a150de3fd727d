import type { z } from 'zod';
import type { customerClubRequestSchema, CustomerClubResponse } from '../contracts/customer-club';
import type { CustomerClubRepository } from '../db/repositories/customer-club-repository';

type CustomerClubRequest = z.output<typeof customerClubRequestSchema>;

/** Customer-club sign-ups from every form source (document 1 section 7, document 3 form sources). */
export function createCustomerClubService(submissions: CustomerClubRepository) {
  return {
    async submit(app: string, request: CustomerClubRequest, visitorId: string | null, now: Date): Promise<CustomerClubResponse> {
      const fields: Record<string, string> = {};
      for (const [key, value] of Object.entries(request.fields)) if (typeof value === 'string') fields[key] = value.trim();
      const email = fields.Email!.toLowerCase();
      const { created } = await submissions.upsert(
        { app, formType: request.formType, email, fields: { ...fields, Email: email }, visitorId },
        now,
      );
      return { formType: request.formType, created };
    },
  };
}
