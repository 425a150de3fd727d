import { describe, expect, it } from 'vitest';
import type { CheckoutView } from '../../../contracts/checkout';
import { combineOptions } from '../../../domain/checkout-options';
import { DEFAULT_CHECKOUT_PREFERENCES } from '../../../domain/checkout-preferences';
import { AUSTRALIAN_DOLLARS } from '../../../domain/money-format';
import { initialCheckoutValues, isStaffCheckout, lockedFields, withPreferences } from './checkout-defaults';
import { checkoutFormSchema, onlyTheDateIsMissing, type CheckoutFormRules, type CheckoutFormValues } from './checkout-form-schema';

const view: CheckoutView = {
  customer: {
    email: 'jane.citizen@example.com',
    phone: '0412345678',
    locked: true,
    billingAddress: {
      firstName: 'Jane',
      lastName: 'Citizen',
      companyName: null,
      address: '1 George St',
      suburb: 'Sydney',
      state: 'NSW',
      postcode: '2000',
    },
    shippingAddress: null,
  },
  stores: [],
  salesPeople: [],
  partialPaymentPercentage: 30,
  opts: 0,
  store: null,
  x509EncryptionKeys: {},
};

const rules: CheckoutFormRules = {
  country: 'AU',
  hasMiele: false,
  sameAsShipping: true,
  depositEnabled: false,
  totalCents: 1000_00,
  depositPercentage: 30,
  money: AUSTRALIAN_DOLLARS,
  delivery: { storageFeeRequired: false, uniqueRequirements: false },
  mieleWarningRequired: false,
};

const complete = (): CheckoutFormValues => ({
  ...initialCheckoutValues(view, 'AU'),
  deliveryAddress: {
    firstName: 'Jane',
    lastName: 'Citizen',
    companyName: '',
    address: '1 George St',
    suburb: 'Sydney',
    state: 'NSW',
    postcode: '2000',
    deliveryInstructions: '',
  },
  deliveryDate: [2026, 12, 1],
  cardDetails: { nameOnCard: 'Jane Citizen', cardNo: '4111 1111 1111 1111', expiryDate: '12 / 2031', cvv: '123' },
});

const messagesOf = (values: CheckoutFormValues, over: Partial<CheckoutFormRules> = {}) => {
  const result = checkoutFormSchema({ ...rules, ...over }).safeParse(values);
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
};

describe('the checkout form’s rules', () => {
  it('accepts a complete form', () => {
    expect(messagesOf(complete())).toEqual([]);
  });

  it('checks the deposit only while partial payment is on, against the total', () => {
    const values = { ...complete(), depositEnabled: true, partialPayment: '100' };
    expect(messagesOf(values)).toEqual([]);
    expect(messagesOf(values, { depositEnabled: true })).toEqual(['partialPayment: Minimum deposit is 30% of order total ($300.00).']);
    expect(messagesOf({ ...values, partialPayment: 'abc' }, { depositEnabled: true })).toEqual([
      'partialPayment: Input must be a postive number.',
    ]);
  });

  it('checks the billing address only when it differs, and the phone by the country’s rules', () => {
    const different = {
      ...complete(),
      sameAsShipping: false,
      billingAddress: { ...complete().deliveryAddress, firstName: '', country: 'AU' as const },
    };
    expect(messagesOf(different, { sameAsShipping: false })).toContain(
      'billingAddress.firstName: Please enter a first name (max 20 characters)',
    );
    expect(messagesOf({ ...complete(), phoneNumber: '(02) 5550 9945' })).toEqual([]);
    expect(messagesOf({ ...complete(), phoneNumber: '9876 5432' })).toEqual([
      'phoneNumber: Please include the area code, e.g. 02 9876 5432.',
    ]);
    expect(messagesOf({ ...complete(), phoneNumber: '0412 345 678' }, { country: 'NZ' })).toEqual([
      'phoneNumber: Please enter a valid phone number.',
    ]);
    expect(messagesOf({ ...complete(), phoneNumber: '021 234 5678' }, { country: 'NZ' })).toEqual([]);
  });

  it('adds the delivery and payment sections’ rules to the same list', () => {
    const values = { ...complete(), deliveryDate: null, cardDetails: { ...complete().cardDetails, cvv: '12' } };
    expect(messagesOf(values, { delivery: { storageFeeRequired: true, uniqueRequirements: false } })).toEqual([
      'stockFeeAcknowledged: To continue, please tick the box to acknowledge that my delivery date selection will incur a daily fee.',
      'deliveryDate: There is an error with the delivery date. Please try again or contact support.',
      'cardDetails.cvv: CVV must be at least 3 digits',
    ]);
    expect(onlyTheDateIsMissing(['deliveryDate'])).toBe(true);
    expect(onlyTheDateIsMissing(['deliveryDate', 'email'])).toBe(false);
  });
});

describe('the first values and the locked fields', () => {
  it('locks a signed-in customer’s valid e-mail, phone and billing fields, and offers their billing address', () => {
    expect(lockedFields(view, 'AU')).toEqual({
      email: true,
      phone: true,
      billing: ['firstName', 'lastName', 'address', 'suburb', 'state', 'postcode'],
    });
    // An Australian mobile is not a New Zealand number: not locked there.
    expect(lockedFields(view, 'NZ').phone).toBe(false);
    expect(initialCheckoutValues(view, 'AU')).toMatchObject({
      email: 'jane.citizen@example.com',
      phoneNumber: '0412 345 678',
      newsletter: true,
      sameAsShipping: true,
    });
  });

  it('neither offers nor locks a staff member’s own details', () => {
    const staffView = { ...view, opts: combineOptions(['SetSalesperson', 'CashAndCarry']) };
    expect(isStaffCheckout(staffView)).toBe(true);
    expect(lockedFields(staffView, 'AU')).toEqual({ email: false, phone: false, billing: [] });
    expect(initialCheckoutValues(staffView, 'AU').email).toBe('');
  });

  it('lays saved preferences over the first values, a locked value winning', () => {
    const saved = {
      ...DEFAULT_CHECKOUT_PREFERENCES,
      guestEmail: { email: 'old@example.com', isValid: true },
      isOptingIntoNewsletter: false,
      phoneNumber: '0400 000 000',
    };
    const guest = withPreferences(initialCheckoutValues(null, 'AU'), saved, lockedFields(null, 'AU'), 'AU');
    expect(guest).toMatchObject({ email: 'old@example.com', phoneNumber: '0400 000 000', newsletter: false });
    const customer = withPreferences(initialCheckoutValues(view, 'AU'), saved, lockedFields(view, 'AU'), 'AU');
    expect(customer).toMatchObject({ email: 'jane.citizen@example.com', phoneNumber: '0412 345 678' });
  });
});
