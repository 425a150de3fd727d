import { z } from 'zod';
import { emailSchema } from './identity';

/**
 * Staff approve a trade account for buying on credit (ADR 0050): the CR account and cash on
 * delivery. The account is named by its e-mail within the flavour; the answer is what it now holds.
 */
export const tradeCreditUpdateSchema = z.strictObject({
  email: emailSchema,
  crAccount: z.boolean({ error: 'crAccount must be true or false.' }),
  cashOnDelivery: z.boolean({ error: 'cashOnDelivery must be true or false.' }),
  /** Why, in staff's words: the trade application's reference, the terms agreed. */
  note: z.string().trim().max(500, 'The note must be 500 characters or fewer.').default(''),
});
export type TradeCreditUpdate = z.infer<typeof tradeCreditUpdateSchema>;

export const tradeCreditSchema = z.object({
  email: z.string(),
  crAccount: z.boolean(),
  cashOnDelivery: z.boolean(),
  note: z.string(),
});
export type TradeCreditAnswer = z.infer<typeof tradeCreditSchema>;
