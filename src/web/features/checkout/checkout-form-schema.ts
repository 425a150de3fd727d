import { z } from 'zod';
import { checkoutSubmitSchema, type DateTriple } from '../../../contracts/checkout';
import type { AddressCountry } from '../../../domain/checkout-address';
import { CHECKOUT_LIMITS, PO_NUMBER_PATTERN } from '../../../domain/checkout-fields';
import type { PaymentOption } from '../../../domain/checkout-options';
import { depositError } from '../../../domain/deposit';
import type { MoneyFormat } from '../../../domain/money-format';
import { checkPhone } from '../../../domain/phone-number';
import { billingAddressFormSchema, deliveryAddressFormSchema } from './address/address-form-schema';
import { deliveryFormIssues } from './delivery/delivery-form-rules';
import type { SavedAddress } from '../../../domain/checkout-preferences';
import type { DeliveryState } from './delivery/delivery-state';
import { paymentFieldIssues } from './payment/payment-fields';

/**
 * The checkout form's values and the schema they are checked with (document 2 section 5). Field
 * names are the submit contract's (`src/contracts/checkout.ts`), so the delivery and payment parts
 * of the page write into the same form. The schema depends on the moment's rules (billing same as
 * delivery, the deposit's total, the storage fee), so the page builds it from them on each check.
 */
/** An address as the form holds it: the shape the saved preferences keep, and a billing country. */
export interface CheckoutAddressValues extends SavedAddress {
  country?: AddressCountry;
}

export interface CheckoutFormValues {
  email: string;
  phoneNumber: string;
  newsletter: boolean;
  deliveryAddress: CheckoutAddressValues;
  poNumber: string;
  /** The same-as-shipping toggle; billingAddress is null while it is on. */
  sameAsShipping: boolean;
  billingAddress: CheckoutAddressValues | null;
  subdivision: string;
  salespersonCode: string;
  cashAndCarry: boolean;
  /** The partial payment toggle and the typed deposit in dollars. */
  depositEnabled: boolean;
  partialPayment: string;
  // Written by the delivery section.
  deliveryDate: DateTriple | null;
  supplierDeliveryDates: { supplier: string; deliveryDate: DateTriple; price?: number | null }[];
  deliveryServices: string[];
  uniqueDeliveryRequirements: boolean;
  winningDeliveryServiceOverride: boolean;
  requestedDeliveryContact: boolean;
  requestedInstallationContact: boolean;
  EarlyNotification: boolean;
  stockFeeAcknowledged: boolean | null;
  // Written by the payment section.
  selectedPaymentOption: PaymentOption;
  devicePaymentCode: string;
  cardDetails: { nameOnCard: string; cardNo: string; expiryDate: string; cvv: string };
  brandsWarnings: { mieleWarning: boolean };
}

export interface CheckoutFormRules {
  country: AddressCountry;
  hasMiele: boolean;
  sameAsShipping: boolean;
  depositEnabled: boolean;
  /** The order total the deposit is measured against, in cents. */
  totalCents: number;
  depositPercentage: number;
  /** How the deposit's minimum is written in its message. */
  money: MoneyFormat;
  /** The delivery section's state its checks depend on (the storage fee, unique requirements). */
  delivery: Pick<DeliveryState, 'storageFeeRequired' | 'uniqueRequirements'>;
  /** The cart holds a Miele item: the payment section's warning must be ticked. */
  mieleWarningRequired: boolean;
}

const { email } = checkoutSubmitSchema.shape;

export function checkoutFormSchema(rules: CheckoutFormRules) {
  const phone = z.string().superRefine((value, context) => {
    const typed = value.trim();
    const allowed =
      typed.length >= CHECKOUT_LIMITS.phoneMin && typed.length <= CHECKOUT_LIMITS.phoneMax && /^[A-Za-z0-9\-() +]+$/.test(typed);
    // Brackets and dashes are allowed as typed ("(02) 5550 9945"); the number is what is checked.
    const check = checkPhone(typed.replace(/[()-]/g, ''), rules.country);
    if (!allowed || !check.ok) context.addIssue({ code: 'custom', message: check.ok ? 'Please enter a valid phone number.' : check.error });
  });
  const poNumber = z
    .string()
    .trim()
    .max(CHECKOUT_LIMITS.poNumber, `PO number cannot be more than ${CHECKOUT_LIMITS.poNumber} characters`)
    .regex(PO_NUMBER_PATTERN, 'PO number may hold letters, digits, dashes, brackets and spaces');
  const addressRules = { hasMiele: rules.hasMiele, country: rules.country };
  return z
    .looseObject({
      email,
      phoneNumber: phone,
      newsletter: z.boolean(),
      deliveryAddress: deliveryAddressFormSchema(addressRules),
      poNumber,
      billingAddress: rules.sameAsShipping ? z.unknown().transform(() => null) : billingAddressFormSchema(addressRules),
      partialPayment: z.string().superRefine((typed, context) => {
        if (!rules.depositEnabled) return;
        const error = depositError({ typed, totalCents: rules.totalCents, percentage: rules.depositPercentage, money: rules.money });
        if (error) context.addIssue({ code: 'custom', message: error.message });
      }),
    })
    .superRefine((checked, context) => {
      // The delivery and payment sections' own rules, each kept beside its section, in the same error list.
      const values = checked as unknown as CheckoutFormValues;
      const issues = [
        ...deliveryFormIssues(values, rules.delivery),
        ...paymentFieldIssues(values, { orderTotal: rules.totalCents / 100, mieleWarningRequired: rules.mieleWarningRequired }),
      ];
      for (const issue of issues) context.addIssue({ code: 'custom', path: issue.path, message: issue.message });
    });
}

/** Only a missing delivery date: the submit's own blocker says so (after the form's errors, document 2 section 5). */
export const onlyTheDateIsMissing = (errorFields: readonly string[]) =>
  errorFields.length > 0 && errorFields.every((field) => field === 'deliveryDate');
