import type { CheckoutView } from '../../../contracts/checkout';
import type { AddressCountry } from '../../../domain/checkout-address';
import { CHECKOUT_LIMITS, isCheckoutEmail } from '../../../domain/checkout-fields';
import type { CheckoutPreferences, SavedAddress } from '../../../domain/checkout-preferences';
import { hasOption, PAYMENT_OPTIONS, STAFF_ONLY_OPTIONS, type PaymentOption } from '../../../domain/checkout-options';
import { checkPhone, displayPhone } from '../../../domain/phone-number';
import type { AddressFieldName } from './address/address-fields';
import type { CheckoutAddressValues, CheckoutFormValues } from './checkout-form-schema';

type ViewAddress = NonNullable<NonNullable<CheckoutView['customer']>['shippingAddress']>;

export const emptyAddress = (): CheckoutAddressValues => ({
  firstName: '',
  lastName: '',
  companyName: '',
  address: '',
  suburb: '',
  state: '',
  postcode: '',
  deliveryInstructions: '',
});

const fromView = (address: ViewAddress | null | undefined): CheckoutAddressValues =>
  address ? { ...emptyAddress(), ...address, companyName: address.companyName ?? '', state: address.state ?? '' } : emptyAddress();

export const billingFrom = (address: CheckoutAddressValues | SavedAddress | null, country: AddressCountry): CheckoutAddressValues => {
  const { deliveryInstructions: _unused, ...rest } = { ...emptyAddress(), ...(address ?? {}) };
  return { ...rest, country };
};

/**
 * Staff check out for a customer: the view's own details are the staff member's, which are neither
 * offered nor locked. Only staff are given a staff-only option.
 */
export const isStaffCheckout = (view: CheckoutView | null) =>
  view !== null && STAFF_ONLY_OPTIONS.some((name) => hasOption(view.opts, name));
const shopperOf = (view: CheckoutView | null) => (isStaffCheckout(view) ? null : (view?.customer ?? null));

/** What a signed-in customer may not change here (document 2 section 4): their valid profile values. */
export interface LockedFields {
  email: boolean;
  phone: boolean;
  billing: readonly AddressFieldName[];
}

const BILLING_LIMITS: Partial<Record<AddressFieldName, number>> = {
  firstName: CHECKOUT_LIMITS.firstName,
  lastName: CHECKOUT_LIMITS.lastName,
  companyName: CHECKOUT_LIMITS.companyName,
  address: CHECKOUT_LIMITS.address,
  suburb: CHECKOUT_LIMITS.suburb,
  state: CHECKOUT_LIMITS.state,
  postcode: CHECKOUT_LIMITS.postcode,
};

export function lockedFields(view: CheckoutView | null, country: AddressCountry): LockedFields {
  const customer = shopperOf(view);
  if (!customer?.locked) return { email: false, phone: false, billing: [] };
  const billing = customer.billingAddress;
  const billingLocked = billing
    ? (Object.entries(BILLING_LIMITS) as [AddressFieldName, number][])
        .filter(([field, max]) => {
          const value = String(billing[field as keyof typeof billing] ?? '').trim();
          return value !== '' && value.length <= max;
        })
        .map(([field]) => field)
    : [];
  return {
    email: isCheckoutEmail(customer.email),
    phone: customer.phone !== null && checkPhone(customer.phone, country).ok,
    billing: billingLocked,
  };
}

/** The form's first values from the checkout view alone: the same on the server and in the browser. */
export function initialCheckoutValues(view: CheckoutView | null, country: AddressCountry): CheckoutFormValues {
  const customer = shopperOf(view);
  const selectedStore = view?.stores.find((store) => store.selected) ?? null;
  const selectedPerson = view?.salesPeople.find((person) => person.selected) ?? null;
  return {
    email: customer?.email ?? '',
    phoneNumber: customer?.phone ? displayPhone(customer.phone, country) : '',
    newsletter: true,
    deliveryAddress: fromView(customer?.shippingAddress),
    poNumber: '',
    sameAsShipping: true,
    billingAddress: null,
    subdivision: selectedStore?.subdivision ?? '',
    salespersonCode: selectedPerson?.code ?? '',
    cashAndCarry: false,
    depositEnabled: false,
    partialPayment: '',
    deliveryDate: null,
    supplierDeliveryDates: [],
    deliveryServices: [],
    uniqueDeliveryRequirements: false,
    winningDeliveryServiceOverride: false,
    requestedDeliveryContact: false,
    requestedInstallationContact: false,
    EarlyNotification: false,
    stockFeeAcknowledged: null,
    selectedPaymentOption: 'Default',
    devicePaymentCode: '',
    cardDetails: { nameOnCard: '', cardNo: '', expiryDate: '', cvv: '' },
    brandsWarnings: { mieleWarning: false },
  };
}

/** The customer's billing address with the view's values, for when the shopper turns same-as-shipping off. */
export function customerBilling(view: CheckoutView | null, country: AddressCountry) {
  const billing = shopperOf(view)?.billingAddress;
  return billing ? billingFrom(fromView(billing), country) : null;
}

/** The saved preferences laid over the first values; a locked profile value always wins. */
export function withPreferences(
  values: CheckoutFormValues,
  saved: CheckoutPreferences,
  locked: LockedFields,
  country: AddressCountry,
  customerBillingAddress: CheckoutAddressValues | null = null,
): CheckoutFormValues {
  const hasOwnAddress = values.deliveryAddress.address !== '';
  const paymentMethod = PAYMENT_OPTIONS.find((option) => option === saved.paymentMethod) as PaymentOption | undefined;
  return {
    ...values,
    email: locked.email || !saved.guestEmail.email ? values.email : saved.guestEmail.email,
    phoneNumber: locked.phone || !saved.phoneNumber ? values.phoneNumber : saved.phoneNumber,
    newsletter: saved.isOptingIntoNewsletter,
    deliveryAddress: saved.deliveryAddress && !hasOwnAddress ? { ...emptyAddress(), ...saved.deliveryAddress } : values.deliveryAddress,
    sameAsShipping: saved.isBillingAddressSameAsShipping,
    billingAddress: saved.isBillingAddressSameAsShipping ? null : (customerBillingAddress ?? billingFrom(saved.billingAddress, country)),
    selectedPaymentOption: paymentMethod ?? values.selectedPaymentOption,
  };
}

/** What is saved from the form now. */
export function preferencesOf(values: CheckoutFormValues, selectedDate: string | null): CheckoutPreferences {
  const strip = ({ country: _country, ...address }: CheckoutAddressValues): SavedAddress => ({ ...emptyAddress(), ...address });
  return {
    guestEmail: { email: values.email, isValid: isCheckoutEmail(values.email.trim()) },
    isOptingIntoNewsletter: values.newsletter,
    phoneNumber: values.phoneNumber,
    deliveryAddress: strip(values.deliveryAddress),
    isBillingAddressSameAsShipping: values.sameAsShipping,
    billingAddress: values.billingAddress ? strip(values.billingAddress) : null,
    selectedDate,
    paymentMethod: values.selectedPaymentOption,
  };
}
