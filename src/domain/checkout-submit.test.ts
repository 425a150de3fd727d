import { describe, expect, it } from 'vitest';
import { submitBlocker, submitFailure } from './checkout-submit';

const ready = { suburbChosen: true, depositInvalid: false, formValid: true, hasDeliveryDate: true, cashAndCarry: false };

describe('what blocks a checkout submit', () => {
  it('lets a complete form through', () => {
    expect(submitBlocker(ready)).toBeNull();
  });

  it('names the first blocker in the spec’s order', () => {
    expect(submitBlocker({ ...ready, suburbChosen: false, formValid: false })).toBe('Please, select a suburb in the suggested list.');
    expect(submitBlocker({ ...ready, depositInvalid: true, formValid: false })).toBe(
      'There is an error with the deposit amount. Please try again or contact support.',
    );
    expect(submitBlocker({ ...ready, formValid: false, hasDeliveryDate: false })).toBe(
      'There has been an error. Please check below to see what fields are invalid.',
    );
    expect(submitBlocker({ ...ready, hasDeliveryDate: false })).toBe(
      'There is an error with the delivery date. Please try again or contact support.',
    );
  });

  it('needs no date and no chosen suburb for cash and carry (the store’s address is used)', () => {
    expect(submitBlocker({ ...ready, hasDeliveryDate: false, suburbChosen: false, cashAndCarry: true })).toBeNull();
  });
});

describe('the text of a failed submit', () => {
  const phone = '1300 000 400';
  it('joins the server’s error list on a 400 and reloads the view', () => {
    expect(submitFailure({ status: 400, errors: ['First problem.', 'Second problem.'], supportPhone: phone })).toEqual({
      message: 'First problem. Second problem.',
      reloadView: true,
    });
    expect(submitFailure({ status: 400, errors: [], supportPhone: phone }).message).toBe('An error has occurred, please try again');
  });

  it('shows a refused payment with its reason and the support phone', () => {
    expect(submitFailure({ status: 401, errors: ['Refused: insufficient funds'], supportPhone: phone }).message).toBe(
      'Refused: insufficient funds Sorry there has been a problem with your payment. Please check your details or try a different payment method. If the problem persists, kindly contact a member of our team on 1300 000 400.',
    );
  });

  it('asks not to try again after any other failure, and says sorry when no answer came', () => {
    expect(submitFailure({ status: 503, errors: ['x'], supportPhone: phone }).message).toBe(
      'An error occurred when processing your checkout request. Please do not attempt to checkout again. To resolve this issue, kindly contact a member of our team on 1300 000 400.',
    );
    expect(submitFailure({ status: 0, errors: undefined, supportPhone: phone }).message).toBe(
      "We're sorry, something has gone wrong. Please try again later.",
    );
  });
});
