/**
 * The newsletter form's fields and messages (document 1 section 5). Plain functions, so the popup
 * validates without shipping a schema library to the browser; the API contract
 * (src/contracts/customer-club.ts) is built on the same patterns and messages.
 */
export const NEWSLETTER_FIELDS = ['Name', 'Email', 'Postcode'] as const;
export type NewsletterField = (typeof NEWSLETTER_FIELDS)[number];
export type NewsletterValues = Record<NewsletterField, string>;

export const NEWSLETTER_MESSAGES: Record<NewsletterField, string> = {
  Name: 'Please enter your Name',
  Email: 'Please enter a valid Email',
  Postcode: 'Please enter a valid Postcode',
};

export const NAME_MAX_LENGTH = 100;
export const EMAIL_MAX_LENGTH = 254;
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** 3 or 4 digits standing alone (AU postcodes have 4; some are written with 3, such as 800 for Darwin). */
export const POSTCODE_PATTERN = /^\d{3,4}$/;

const RULES: Record<NewsletterField, (value: string) => boolean> = {
  Name: (v) => v.length > 0 && v.length <= NAME_MAX_LENGTH,
  Email: (v) => v.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(v),
  Postcode: (v) => POSTCODE_PATTERN.test(v),
};

/** The message for one field's value (trimmed first, as the server does), or undefined when it is valid. */
export function newsletterFieldError(field: NewsletterField, value: string): string | undefined {
  return RULES[field](value.trim()) ? undefined : NEWSLETTER_MESSAGES[field];
}

export function newsletterErrors(values: NewsletterValues): Partial<Record<NewsletterField, string>> {
  const errors: Partial<Record<NewsletterField, string>> = {};
  for (const field of NEWSLETTER_FIELDS) {
    const error = newsletterFieldError(field, values[field]);
    if (error) errors[field] = error;
  }
  return errors;
}
