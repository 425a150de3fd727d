import type { CountryCode } from './brands';

/**
 * Phone rules of document 3 section 5, for Australia and New Zealand. Spaces are removed before
 * checking and the international prefixes become a leading 0, so "+61 412 345 678" and
 * "0412345678" are the same number; the normalised form is what we store.
 */
export const PHONE_ERRORS = {
  generic: 'Please enter a valid phone number.',
  missingAreaCode: 'Please include the area code, e.g. 02 9876 5432.',
  notAustralianMobile: 'not an Australian mobile number',
  notNzMobile: 'not a NZ mobile number',
} as const;

/** The longest number accepted as typed, international prefix included (document 3 section 5). */
export const MAX_INTERNATIONAL_PHONE_LENGTH = 15;

export type PhoneKind = 'mobile' | 'landline' | 'tollFree';

export type PhoneCheck = { ok: true; number: string; kind: PhoneKind } | { ok: false; error: string };

const AU_PREFIX = /^(\+61|0061|61)/;
const NZ_PREFIX = /^(\+64|0064|64)/;

function classifyAustralian(number: string): PhoneKind | null {
  if (/^0[45]\d{8}$/.test(number)) return 'mobile';
  if (/^0[1236789]\d{8}$/.test(number)) return 'landline';
  return null;
}

function classifyNewZealand(number: string): PhoneKind | null {
  if (/^02\d{7,9}$/.test(number)) return 'mobile';
  if (/^(0800|0508)\d{6,7}$/.test(number)) return 'tollFree';
  if (/^0[3-9]\d{7}$/.test(number)) return 'landline';
  return null;
}

/**
 * Checks a phone number for the flavour's country. `mobileOnly` refuses a valid landline with the
 * country's "not a mobile" text; any other failure is the generic text, except an Australian
 * 8-digit number, which is a landline without its area code.
 */
export function checkPhone(input: string, country: CountryCode, options: { mobileOnly?: boolean } = {}): PhoneCheck {
  const typed = input.replace(/\s+/g, '');
  if (typed.length === 0 || typed.length > MAX_INTERNATIONAL_PHONE_LENGTH) return { ok: false, error: PHONE_ERRORS.generic };
  if (country === 'AU' && /^\d{8}$/.test(typed)) return { ok: false, error: PHONE_ERRORS.missingAreaCode };
  const number = typed.replace(country === 'NZ' ? NZ_PREFIX : AU_PREFIX, '0');
  const kind = country === 'NZ' ? classifyNewZealand(number) : classifyAustralian(number);
  if (kind === null) return { ok: false, error: PHONE_ERRORS.generic };
  if (options.mobileOnly && kind !== 'mobile') {
    return { ok: false, error: country === 'NZ' ? PHONE_ERRORS.notNzMobile : PHONE_ERRORS.notAustralianMobile };
  }
  return { ok: true, number, kind };
}

/** Display groups: mobiles 4-3-3 (a longer NZ mobile keeps the rest in the last group), landlines 2-4-rest. */
export function formatPhone(number: string, kind: PhoneKind): string {
  if (kind === 'mobile' || kind === 'tollFree') return [number.slice(0, 4), number.slice(4, 7), number.slice(7)].filter(Boolean).join(' ');
  return [number.slice(0, 2), number.slice(2, 6), number.slice(6)].filter(Boolean).join(' ');
}

/** A stored (normalised) number as it is shown; a number that no longer passes is shown as stored. */
export function displayPhone(number: string, country: CountryCode): string {
  const check = checkPhone(number, country);
  return check.ok ? formatPhone(check.number, check.kind) : number;
}
