/**
 * The checkout preferences a shopper's browser keeps (document 2 section 3): saved on any change of
 * these values, restored when checkout starts, cleared once an order is placed. They live in
 * localStorage under `CHECKOUT_PREFERENCES_KEY` for `CHECKOUT_PREFERENCES_DAYS` (a contact and an
 * address are personal data: they are not kept for ever). Card details are never part of them.
 */
export const CHECKOUT_PREFERENCES_KEY = 'checkout-preferences';
export const CHECKOUT_PREFERENCES_DAYS = 30;

export interface SavedAddress {
  firstName: string;
  lastName: string;
  companyName: string;
  address: string;
  suburb: string;
  state: string;
  postcode: string;
  deliveryInstructions?: string;
}

export interface CheckoutPreferences {
  guestEmail: { email: string; isValid: boolean };
  isOptingIntoNewsletter: boolean;
  phoneNumber: string;
  deliveryAddress: SavedAddress | null;
  isBillingAddressSameAsShipping: boolean;
  billingAddress: SavedAddress | null;
  /** "2026-12-01", or null. */
  selectedDate: string | null;
  paymentMethod: string | null;
}

export const DEFAULT_CHECKOUT_PREFERENCES: CheckoutPreferences = {
  guestEmail: { email: '', isValid: false },
  isOptingIntoNewsletter: true,
  phoneNumber: '',
  deliveryAddress: null,
  isBillingAddressSameAsShipping: true,
  billingAddress: null,
  selectedDate: null,
  paymentMethod: null,
};

const ADDRESS_FIELDS = ['firstName', 'lastName', 'companyName', 'address', 'suburb', 'state', 'postcode', 'deliveryInstructions'] as const;
const MAX_TEXT = 300;

const text = (value: unknown): string => (typeof value === 'string' ? value.slice(0, MAX_TEXT) : '');
const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function readAddress(value: unknown): SavedAddress | null {
  if (!isObject(value)) return null;
  const address = Object.fromEntries(ADDRESS_FIELDS.map((field) => [field, text(value[field])])) as unknown as SavedAddress;
  return ADDRESS_FIELDS.some((field) => address[field]) ? address : null;
}

/**
 * What was stored, read defensively: anything missing, of the wrong type or written by an older
 * version falls back to the default, field by field, so a bad entry never breaks checkout.
 */
export function readCheckoutPreferences(stored: unknown): CheckoutPreferences {
  if (!isObject(stored)) return DEFAULT_CHECKOUT_PREFERENCES;
  const guest = isObject(stored.guestEmail) ? stored.guestEmail : {};
  const date = text(stored.selectedDate);
  return {
    guestEmail: { email: text(guest.email), isValid: guest.isValid === true },
    isOptingIntoNewsletter: typeof stored.isOptingIntoNewsletter === 'boolean' ? stored.isOptingIntoNewsletter : true,
    phoneNumber: text(stored.phoneNumber),
    deliveryAddress: readAddress(stored.deliveryAddress),
    isBillingAddressSameAsShipping:
      typeof stored.isBillingAddressSameAsShipping === 'boolean' ? stored.isBillingAddressSameAsShipping : true,
    billingAddress: readAddress(stored.billingAddress),
    selectedDate: /^\d{4}-\d{2}-\d{2}$/.test(date) ? date : null,
    paymentMethod: text(stored.paymentMethod) || null,
  };
}
