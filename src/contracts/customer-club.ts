import { z } from 'zod';

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

/** Document 1 section 5: the newsletter form's messages, shared by the popup and the API. */
export const NEWSLETTER_MESSAGES = {
  Name: 'Please enter your Name',
  Email: 'Please enter a valid Email',
  Postcode: 'Please enter a valid Postcode',
} as const;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** 3 or 4 digits standing alone (AU postcodes have 4, some NZ and territory codes are written with 3). */
const POSTCODE = /^\d{3,4}$/;

const emailField = z
  .string({ error: NEWSLETTER_MESSAGES.Email })
  .trim()
  .max(254, NEWSLETTER_MESSAGES.Email)
  .regex(EMAIL, NEWSLETTER_MESSAGES.Email);

export const newsletterFieldsSchema = z.object({
  Name: z
    .string({ error: NEWSLETTER_MESSAGES.Name })
    .trim()
    .min(1, NEWSLETTER_MESSAGES.Name)
    .max(100, 'Name must be at most 100 characters'),
  Email: emailField,
  Postcode: z.string({ error: NEWSLETTER_MESSAGES.Postcode }).trim().regex(POSTCODE, NEWSLETTER_MESSAGES.Postcode),
});
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
