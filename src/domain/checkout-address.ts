/**
 * The checkout's address rules (document 2 sections 2 and 5) that do not depend on a form library:
 * the Miele limits, PO boxes, the suburb search threshold, the title-cased suburb and the delivery
 * geo-location id. The messages are `CHECKOUT_MESSAGES`'s.
 */
import { CHECKOUT_LIMITS, CHECKOUT_MESSAGES, PO_BOX_PATTERN } from './checkout-fields';

export type AddressKind = 'delivery' | 'billing';
export type AddressCountry = 'AU' | 'NZ';

/** The suburb suggestions are searched only when the typed text is longer than 2 characters. */
export const CHECKOUT_SUBURB_MIN_CHARS = 3;
export const suburbSearchable = (text: string) => text.trim().length >= CHECKOUT_SUBURB_MIN_CHARS;

/**
 * Address and company name limits: 50, or 35 when the cart holds a Miele item (Miele's delivery
 * labels are shorter). The spec notes the address check uses the company limit; both are the same
 * number here, so either reading gives the same answer.
 */
export function addressLimits(hasMiele: boolean) {
  const max = hasMiele ? CHECKOUT_LIMITS.mieleAddress : CHECKOUT_LIMITS.address;
  return { address: max, companyName: hasMiele ? CHECKOUT_LIMITS.mieleAddress : CHECKOUT_LIMITS.companyName };
}

/** Whether the cart holds a Miele item (brand compared trimmed and case-insensitively). */
export const cartHasMiele = (brands: readonly string[]) => brands.some((brand) => brand.trim().toLowerCase() === 'miele');

/** A street address that starts with a post office box variant ('PO Box 12', 'GPO Box', 'Locked Box'…). */
export const isPoBox = (address: string) => PO_BOX_PATTERN.test(address);

/** The street address's message, or null: required, the limit, and no PO boxes on a delivery address. */
export function streetAddressError(address: string, input: { kind: AddressKind; hasMiele: boolean }): string | null {
  const max = addressLimits(input.hasMiele).address;
  const value = address.trim();
  if (!value) return CHECKOUT_MESSAGES.address(max);
  if (value.length > max) return CHECKOUT_MESSAGES.addressTooLong(max);
  if (input.kind === 'delivery' && isPoBox(value)) return CHECKOUT_MESSAGES.poBox;
  return null;
}

/** 'NORTH PERTH' or 'north perth' -> 'North Perth'; hyphens and apostrophes start words too ("O'Connor"). */
export function titleCase(text: string): string {
  return text.toLowerCase().replace(/(^|[\s\-'(])(\p{L})/gu, (_, before: string, letter: string) => before + letter.toUpperCase());
}

/** The delivery address's geo-location id: '{postcode}_{suburb}' (suburb as shown, title case). */
export const geoLocationId = (locality: { postcode: string; suburb: string }) => `${locality.postcode}_${locality.suburb}`;

/** A locality option in the suburb list: '{postcode} {suburb}, {state}', or '{suburb} {postcode}' in NZ. */
export function suburbOptionText(locality: { suburb: string; state: string | null; postcode: string }, country: AddressCountry): string {
  const suburb = titleCase(locality.suburb);
  if (country === 'NZ' || !locality.state) return `${suburb} ${locality.postcode}`;
  return `${locality.postcode} ${suburb}, ${locality.state}`;
}

/** The suburb's message, or null: nothing typed, or typed but not chosen from the suggestions. */
export function suburbError(input: { chosenSuburb: string; typedText: string }): string | null {
  if (input.chosenSuburb.trim()) return null;
  return input.typedText.trim() ? CHECKOUT_MESSAGES.suburbFromList : CHECKOUT_MESSAGES.suburb;
}

/** Characters left in the delivery instructions, for the live counter (negative when over). */
export const instructionsLeft = (text: string) => CHECKOUT_LIMITS.deliveryInstructions - text.length;
