import { describe, expect, it } from 'vitest';
import { billingAddressFormSchema, deliveryAddressFormSchema } from './address-form-schema';

const address = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  companyName: '',
  address: '12 Fitzgerald Street',
  suburb: 'North Perth',
  state: 'WA',
  postcode: '6006',
  deliveryInstructions: '',
};
const messages = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('the checkout address form schemas', () => {
  it('accepts a complete delivery address, blanks becoming null', () => {
    const parsed = deliveryAddressFormSchema({ hasMiele: false, country: 'AU' }).parse(address);
    expect(parsed).toMatchObject({ companyName: null, deliveryInstructions: null, state: 'WA' });
  });

  it('answers with the spec’s messages', () => {
    const result = deliveryAddressFormSchema({ hasMiele: false, country: 'AU' }).safeParse({
      ...address,
      firstName: '',
      lastName: 'x'.repeat(30),
      address: 'PO Box 12',
      suburb: '',
      state: '',
      postcode: '',
      deliveryInstructions: 'x'.repeat(151),
    });
    expect(messages(result)).toEqual({
      firstName: 'Please enter a first name (max 20 characters)',
      lastName: 'Please enter a last name (max 20 characters)',
      address: "We don't deliver to PO Boxes",
      suburb: 'Please enter a valid suburb',
      state: 'Please enter a valid suburb',
      postcode: 'Please enter a valid suburb',
      deliveryInstructions: 'Only 150 characters are aloud in this field',
    });
  });

  it('limits address and company name to 35 characters with a Miele item', () => {
    const long = { ...address, address: `${'9'.repeat(3)} ${'x'.repeat(32)}`, companyName: 'c'.repeat(36) };
    expect(deliveryAddressFormSchema({ hasMiele: false, country: 'AU' }).safeParse(long).success).toBe(true);
    expect(messages(deliveryAddressFormSchema({ hasMiele: true, country: 'AU' }).safeParse(long))).toEqual({
      address: 'Address cannot be more than 35 characters',
      companyName: 'Company Name cannot be more than 35 characters',
    });
  });

  it('asks for a company name when the form makes it required', () => {
    expect(messages(deliveryAddressFormSchema({ hasMiele: false, country: 'AU', companyRequired: true }).safeParse(address))).toEqual({
      companyName: 'Please enter a company name (max 50 characters)',
    });
  });

  it('has no state check in New Zealand, and billing takes PO boxes', () => {
    const nz = { ...address, suburb: 'Ponsonby', state: '', postcode: '1011' };
    expect(deliveryAddressFormSchema({ hasMiele: false, country: 'NZ' }).parse(nz).state).toBeNull();
    const billing = billingAddressFormSchema({ hasMiele: false, country: 'NZ' }).parse({ ...nz, address: 'PO Box 7' });
    expect(billing).toMatchObject({ address: 'PO Box 7', country: 'NZ', state: null });
  });
});
