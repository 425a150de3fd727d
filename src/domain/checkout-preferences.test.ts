import { describe, expect, it } from 'vitest';
import { DEFAULT_CHECKOUT_PREFERENCES, readCheckoutPreferences } from './checkout-preferences';

describe('the saved checkout preferences', () => {
  it('reads back what was saved', () => {
    const saved = {
      guestEmail: { email: 'sam@example.com', isValid: true },
      isOptingIntoNewsletter: false,
      phoneNumber: '0412 345 678',
      deliveryAddress: {
        firstName: 'Sam',
        lastName: 'Lee',
        companyName: '',
        address: '1 George St',
        suburb: 'Sydney',
        state: 'NSW',
        postcode: '2000',
        deliveryInstructions: 'Side gate',
      },
      isBillingAddressSameAsShipping: true,
      billingAddress: null,
      selectedDate: '2026-12-01',
      paymentMethod: 'Default',
    };
    expect(readCheckoutPreferences(JSON.parse(JSON.stringify(saved)))).toEqual(saved);
  });

  it('falls back field by field when an entry is missing, of the wrong type or not stored at all', () => {
    expect(readCheckoutPreferences(null)).toEqual(DEFAULT_CHECKOUT_PREFERENCES);
    expect(readCheckoutPreferences('junk')).toEqual(DEFAULT_CHECKOUT_PREFERENCES);
    const read = readCheckoutPreferences({ guestEmail: 'x', isOptingIntoNewsletter: 'yes', selectedDate: '1 Dec', phoneNumber: 42 });
    expect(read).toEqual(DEFAULT_CHECKOUT_PREFERENCES);
  });

  it('keeps the newsletter opt-in and same-as-shipping on by default', () => {
    expect(DEFAULT_CHECKOUT_PREFERENCES.isOptingIntoNewsletter).toBe(true);
    expect(DEFAULT_CHECKOUT_PREFERENCES.isBillingAddressSameAsShipping).toBe(true);
  });

  it('forgets an address with nothing in it', () => {
    expect(readCheckoutPreferences({ deliveryAddress: { firstName: '', address: 7 } }).deliveryAddress).toBeNull();
  });
});
