import { z } from 'zod';
import {
  EMAIL_MAX_LENGTH,
  EMAIL_PATTERN,
  NAME_MAX_LENGTH,
  NEWSLETTER_MESSAGES,
  newsletterFieldError,
  POSTCODE_PATTERN,
  type NewsletterField,
} from '../domain/newsletter-fields';

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

/** A domain pattern as the untrimmed value may be sent: the server trims before it checks. */
const spaced = (pattern: RegExp) => `^\\s*(?:${pattern.source.replace(/^\^|\$$/g, '')})\\s*$`;

/** What OpenAPI cannot read from the checks below, per field. */
const FIELD_JSON_SCHEMA: Record<NewsletterField, Record<string, unknown>> = {
  Name: { pattern: '\\S', maxLength: NAME_MAX_LENGTH },
  Email: { pattern: spaced(EMAIL_PATTERN), description: `An e-mail address, at most ${EMAIL_MAX_LENGTH} characters` },
  Postcode: { pattern: spaced(POSTCODE_PATTERN) },
};

/** The form's own rules and messages (document 1 section 5, in the domain), so the popup and the API say the same. */
const field = (name: NewsletterField) =>
  z
    .string({ error: NEWSLETTER_MESSAGES[name] })
    .superRefine((value, context) => {
      const message = newsletterFieldError(name, value);
      if (message) context.addIssue({ code: 'custom', message });
    })
    .transform((value) => value.trim())
    .meta(FIELD_JSON_SCHEMA[name]);

const emailField = field('Email');
const nameField = field('Name');

export const newsletterFieldsSchema = z.object({ Name: nameField, Email: emailField, Postcode: field('Postcode') });
export type NewsletterFields = z.input<typeof newsletterFieldsSchema>;

/** The other sources carry their own field sets; they all need an e-mail, and keep to short text values. */
const otherFieldsSchema = z
  .record(z.string().max(50), z.string().max(2000, 'A field value must be at most 2000 characters'))
  .refine((fields) => Object.keys(fields).length <= 30, 'At most 30 fields may be sent')
  .refine((fields) => emailField.safeParse(fields.Email).success, { message: NEWSLETTER_MESSAGES.Email, path: ['Email'] })
  // The welcome greets by Name, so a Name sent by any form is a name.
  .superRefine((fields, context) => {
    if (fields.Name === undefined || fields.Name.trim() === '') return;
    const parsed = nameField.safeParse(fields.Name);
    if (!parsed.success) context.addIssue({ code: 'custom', message: parsed.error.issues[0]!.message, path: ['Name'] });
  })
  .meta({ required: ['Email'], maxProperties: 30, properties: { Email: { type: 'string', ...FIELD_JSON_SCHEMA.Email } } });

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

/** Where the confirmation mail's link points: `${CUSTOMER_CLUB_CONFIRM_PATH}/{token}`. */
export const CUSTOMER_CLUB_CONFIRM_PATH = '/api/forms/customer-club/confirm';

export const CUSTOMER_CLUB_MESSAGES = {
  confirmed: 'Thanks, your address is confirmed: welcome to the customer club.',
  invalidLink: 'This link is not valid or has already been used. Please sign up again.',
} as const;

export const customerClubConfirmParamsSchema = z.object({
  token: z
    .string({ error: CUSTOMER_CLUB_MESSAGES.invalidLink })
    .trim()
    .regex(/^[\w-]{16,200}$/, CUSTOMER_CLUB_MESSAGES.invalidLink),
});
export const customerClubConfirmResponseSchema = z.object({ confirmed: z.literal(true), message: z.string() });

export const customerClubResponseSchema = z.object({
  formType: z.enum(FORM_TYPES),
  /**
   * False when the same e-mail had already signed up through this form: the details were updated.
   * Either way the sign-up counts only once its address confirms it through the mailed link.
   */
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
