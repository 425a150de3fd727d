import { z } from 'zod';
import { addressLimits, isPoBox, type AddressCountry } from '../../../../domain/checkout-address';
import { CHECKOUT_LIMITS, CHECKOUT_MESSAGES } from '../../../../domain/checkout-fields';

/**
 * The address parts of the page's form schema (document 2 section 5), with the spec's messages and
 * the Miele limit of 35 for the street address and company name. The page composes them:
 * `deliveryAddress: deliveryAddressFormSchema({ hasMiele, country })`, and for billing
 * `billingAddressFormSchema(...)` when it differs from delivery (null when the same).
 * New Zealand addresses have no state, so the state is not checked there.
 */
interface AddressRules {
  hasMiele: boolean;
  country: AddressCountry;
  /** The form asks for a company name (the spec's "unless the form makes it required"). */
  companyRequired?: boolean;
}

const blankToNull = (value: string | null | undefined) => (value?.trim() ? value.trim() : null);

function addressShape({ hasMiele, country, companyRequired = false }: AddressRules) {
  const limits = addressLimits(hasMiele);
  const company = z
    .string()
    .trim()
    .max(limits.companyName, CHECKOUT_MESSAGES.companyTooLong(limits.companyName))
    .refine((value) => !companyRequired || value.length > 0, CHECKOUT_MESSAGES.companyRequired(limits.companyName));
  return {
    firstName: z.string().trim().min(1, CHECKOUT_MESSAGES.firstName).max(CHECKOUT_LIMITS.firstName, CHECKOUT_MESSAGES.firstName),
    lastName: z.string().trim().min(1, CHECKOUT_MESSAGES.lastName).max(CHECKOUT_LIMITS.lastName, CHECKOUT_MESSAGES.lastName),
    companyName: z.preprocess((value) => value ?? '', company).transform(blankToNull),
    address: z
      .string()
      .trim()
      .min(1, CHECKOUT_MESSAGES.address(limits.address))
      .max(limits.address, CHECKOUT_MESSAGES.addressTooLong(limits.address)),
    // Stored only when chosen from the suggestions (typing clears it).
    suburb: z.string().trim().min(1, CHECKOUT_MESSAGES.suburb).max(CHECKOUT_LIMITS.suburb, CHECKOUT_MESSAGES.suburb),
    state:
      country === 'NZ'
        ? z.string().nullish().transform(blankToNull)
        : z.string().trim().min(1, CHECKOUT_MESSAGES.suburb).max(CHECKOUT_LIMITS.state, CHECKOUT_MESSAGES.suburb),
    postcode: z.string().trim().min(1, CHECKOUT_MESSAGES.suburb).max(CHECKOUT_LIMITS.postcode, CHECKOUT_MESSAGES.suburb),
  };
}

export function deliveryAddressFormSchema(rules: AddressRules) {
  const shape = addressShape(rules);
  return z.object({
    ...shape,
    address: shape.address.refine((value) => !isPoBox(value), CHECKOUT_MESSAGES.poBox),
    deliveryInstructions: z
      .string()
      .nullish()
      .transform((value) => value ?? '')
      .pipe(z.string().max(CHECKOUT_LIMITS.deliveryInstructions, CHECKOUT_MESSAGES.deliveryInstructions))
      .transform(blankToNull),
  });
}

export function billingAddressFormSchema(rules: AddressRules) {
  return z.object({ ...addressShape(rules), country: z.enum(['AU', 'NZ']).default(rules.country) });
}

/** Empty address values for the form's defaults. */
export const emptyDeliveryAddress = {
  firstName: '',
  lastName: '',
  companyName: '',
  address: '',
  suburb: '',
  state: '',
  postcode: '',
  deliveryInstructions: '',
};
export const emptyBillingAddress = (country: AddressCountry) => ({ ...emptyDeliveryAddress, deliveryInstructions: undefined, country });
