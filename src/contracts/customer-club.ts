import { z } from 'zod';
import { NEWSLETTER_MESSAGES, newsletterFieldError, type NewsletterField } from '../domain/newsletter-fields';

/** Form sources of document 3 section 10: where a customer-club sign-up came from. */
export const FORM_TYPES = [
  'Footer',
  'Newsletter',
  'Checkout',
  'AskAnExpert',
  'ProductEnquiry',
  'CatalogueDetails',
  'Project',
  'PromotionRedemption',
  'Promotion',
] as const;
export type FormType = (typeof FORM_TYPES)[number];

/** The form's own rules and messages (document 1 section 5, in the domain), so the popup and the API say the same. */
const field = (name: NewsletterField) =>
  z
    .string({ error: NEWSLETTER_MESSAGES[name] })
    .refine((value) => newsletterFieldError(name, value) === undefined, NEWSLETTER_MESSAGES[name])
    .transform((value) => value.trim());

const emailField = field('Email');

export const newsletterFieldsSchema = z.object({ Name: field('Name'), Email: emailField, Postcode: field('Postcode') });
export type NewsletterFields = z.input<typeof newsletterFieldsSchema>;

/** The other sources carry their own field sets; they all need an e-mail, and keep to short text values. */
const otherFieldsSchema = z
  .record(z.string().max(50), z.string().max(2000, 'A field value must be at most 2000 characters'))
  .refine((fields) => Object.keys(fields).length <= 30, 'At most 30 fields may be sent')
  .refine((fields) => emailField.safeParse(fields.Email).success, { message: NEWSLETTER_MESSAGES.Email, path: ['Email'] });

/** POST /api/forms/customer-club: one sign-up from one of the forms. */
export const customerClubRequestSchema = z.discriminatedUnion(
  'formType',
  [
    z.object({ formType: z.literal('Newsletter'), fields: newsletterFieldsSchema }),
    z.object({ formType: z.enum(FORM_TYPES.filter((t) => t !== 'Newsletter') as [FormType, ...FormType[]]), fields: otherFieldsSchema }),
  ],
  { error: `formType must be one of ${FORM_TYPES.join(', ')}` },
);
export type CustomerClubRequest = z.input<typeof customerClubRequestSchema>;

export const customerClubResponseSchema = z.object({
  formType: z.enum(FORM_TYPES),
  /** False when the same e-mail had already signed up through this form: the details were updated. */
  created: z.boolean(),
});
export type CustomerClubResponse = z.infer<typeof customerClubResponseSchema>;

/** Error answers of this call add the spec's errtext (document 1 section 7) to the usual error body. */
export const customerClubErrorSchema = z.object({
  status: z.number().int(),
  message: z.string(),
  errors: z.array(z.string()),
  errtext: z.string(),
});
export type CustomerClubError = z.infer<typeof customerClubErrorSchema>;
