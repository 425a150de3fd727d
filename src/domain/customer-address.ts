import type { CountryCode } from './brands';
import { formatPlaceLine } from './locality-format';
import { checkPhone } from './phone-number';

/** Field limits of the address forms (document 2 section 9, shared by checkout and the account). */
export const ADDRESS_LIMITS = { firstName: 20, lastName: 29, companyName: 50, address: 50, suburb: 30, postcode: 4 } as const;

export const AUSTRALIAN_STATES = ['ACT', 'NSW', 'NT', 'QLD', 'SA', 'TAS', 'VIC', 'WA'] as const;

/** A saved address as the shopper typed it; `state` is null in New Zealand, which has none in its addresses. */
export interface AddressFields {
  firstName: string;
  lastName: string;
  companyName: string;
  address: string;
  suburb: string;
  state: string | null;
  postcode: string;
  phone: string;
}

export type AddressErrors = Partial<Record<keyof AddressFields, string>>;

export const ADDRESS_ERRORS = {
  required: (label: string) => `Please enter ${label}.`,
  tooLong: (label: string, max: number) => `${label} must be ${max} characters or fewer.`,
  state: 'Please choose a state.',
  noStateInNz: 'New Zealand addresses have no state.',
  postcode: 'Please enter a 4-digit postcode.',
} as const;

const LABELS: Record<keyof AddressFields, string> = {
  firstName: 'a first name',
  lastName: 'a last name',
  companyName: 'a company name',
  address: 'a street address',
  suburb: 'a suburb',
  state: 'a state',
  postcode: 'a postcode',
  phone: 'a phone number',
};

const FIELD_NAMES: Record<keyof typeof ADDRESS_LIMITS, string> = {
  firstName: 'First name',
  lastName: 'Last name',
  companyName: 'Company name',
  address: 'Street address',
  suburb: 'Suburb',
  postcode: 'Postcode',
};

/**
 * Checks a saved address for the flavour's country; one message per field, none when it is fine.
 * The phone is a mobile (delivery notices go by text message), so a landline gets the country's
 * "not a mobile" text. Values are trimmed by the caller.
 */
export function checkAddress(fields: AddressFields, country: CountryCode): AddressErrors {
  const errors: AddressErrors = {};
  for (const key of ['firstName', 'lastName', 'address', 'suburb'] as const) {
    if (fields[key].length === 0) errors[key] = ADDRESS_ERRORS.required(LABELS[key]);
  }
  for (const key of Object.keys(ADDRESS_LIMITS) as (keyof typeof ADDRESS_LIMITS)[]) {
    if (fields[key].length > ADDRESS_LIMITS[key] && key !== 'postcode')
      errors[key] = ADDRESS_ERRORS.tooLong(FIELD_NAMES[key], ADDRESS_LIMITS[key]);
  }
  if (!/^\d{4}$/.test(fields.postcode)) errors.postcode = ADDRESS_ERRORS.postcode;
  if (country === 'AU' && !(AUSTRALIAN_STATES as readonly string[]).includes(fields.state ?? '')) errors.state = ADDRESS_ERRORS.state;
  if (country === 'NZ' && fields.state) errors.state = ADDRESS_ERRORS.noStateInNz;
  const phone = checkPhone(fields.phone, country, { mobileOnly: true });
  if (!phone.ok) errors.phone = phone.error;
  return errors;
}

/** The address's lines as shown: name, company, street, then the country's place line. */
export function addressLines(fields: AddressFields, country: CountryCode): string[] {
  const place = formatPlaceLine({ suburb: fields.suburb, state: fields.state ?? '', postcode: fields.postcode, country });
  return [`${fields.firstName} ${fields.lastName}`, fields.companyName, fields.address, place].filter((line) => line.length > 0);
}
