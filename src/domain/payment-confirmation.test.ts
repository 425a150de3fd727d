import { describe, expect, it } from 'vitest';
import { confirmationFailureText } from './payment-confirmation';

describe('a failed payment confirmation', () => {
  it('shows the server’s errors, each followed by a blank line', () => {
    expect(confirmationFailureText({ errors: ['The transaction was canceled'] })).toBe('The transaction was canceled\n\n');
    expect(confirmationFailureText({ errors: ['Zip declined the payment.', 'Your cart is unchanged.'] })).toBe(
      'Zip declined the payment.\n\nYour cart is unchanged.\n\n',
    );
  });

  it('says the service is unavailable when the answer is not an error body', () => {
    expect(confirmationFailureText(null)).toBe('Service currently unavailable. Please try again later.');
  });

  it('falls back to the generic text when the error body lists nothing', () => {
    expect(confirmationFailureText({ errors: [] })).toBe('Something has gone wrong, Please try again.');
    expect(confirmationFailureText({ errors: ['  '] })).toBe('Something has gone wrong, Please try again.');
  });
});
