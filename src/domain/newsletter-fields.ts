import { isPersonName, PERSON_NAME_MAX_LENGTH, personNameMessage } from './person-name';

/**
 * The newsletter form's fields and messages (document 1 section 5). The API contract
 * (src/contracts/customer-club.ts) is built on these rules, and the popup validates with that
 * contract's schema, so the form and the API say the same.
 */
export const NEWSLETTER_FIELDS = ['Name', 'Email', 'Postcode'] as const;
export type NewsletterField = (typeof NEWSLETTER_FIELDS)[number];
export type NewsletterValues = Record<NewsletterField, string>;

export const NEWSLETTER_MESSAGES: Record<NewsletterField, string> = {
  Name: 'Please enter your Name',
  Email: 'Please enter a valid Email',
  Postcode: 'Please enter a valid Postcode',
};

export const NAME_MAX_LENGTH = PERSON_NAME_MAX_LENGTH;
export const EMAIL_MAX_LENGTH = 254;
/**
 * The one e-mail rule of every form and contract: something@domain.tld without spaces and without
 * the characters that mean something in a mail header (`<>()[],;:"\`), so an address is always
 * one recipient and never carries markup.
 */
export const EMAIL_PATTERN = /^[^\s@<>()[\],;:"\\]+@[^\s@<>()[\],;:"\\]+\.[^\s@<>()[\],;:"\\]+$/;
/** 3 or 4 digits standing alone (AU postcodes have 4; some are written with 3, such as 800 for Darwin). */
export const POSTCODE_PATTERN = /^\d{3,4}$/;

const RULES: Record<NewsletterField, (value: string) => boolean> = {
  Name: (v) => v.length > 0 && v.length <= NAME_MAX_LENGTH && isPersonName(v),
  Email: (v) => v.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(v),
  Postcode: (v) => POSTCODE_PATTERN.test(v),
};

/** The message for one field's value (trimmed first, as the server does), or undefined when it is valid. */
export function newsletterFieldError(field: NewsletterField, value: string): string | undefined {
  const trimmed = value.trim();
  if (RULES[field](trimmed)) return undefined;
  // A name of the right length with other characters is told what a name may hold.
  if (field === 'Name' && trimmed.length > 0 && trimmed.length <= NAME_MAX_LENGTH) return personNameMessage('Name');
  return NEWSLETTER_MESSAGES[field];
}
