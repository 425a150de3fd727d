import { CHECKOUT_MESSAGES } from './checkout-fields';

/**
 * What the checkout's submit decides without the server (document 2 sections 4, 5 and 8): the
 * blockers checked before anything is sent, and the text shown for each kind of failed answer.
 */
export interface SubmitState {
  /** The delivery suburb was chosen from the suggestions (it is stored only then). */
  suburbChosen: boolean;
  /** The deposit has one of its errors. */
  depositInvalid: boolean;
  /** The form's own validation passed. */
  formValid: boolean;
  /** A delivery date is chosen (or the calendar is not needed: unique requirements, delivery unavailable). */
  hasDeliveryDate: boolean;
  cashAndCarry: boolean;
}

/** The first reason the order cannot be sent yet, in the spec's order, or null. */
export function submitBlocker(state: SubmitState): string | null {
  if (!state.suburbChosen && !state.cashAndCarry) return CHECKOUT_MESSAGES.suburbFromList;
  if (state.depositInvalid) return CHECKOUT_MESSAGES.blockedDeposit;
  if (!state.formValid) return CHECKOUT_MESSAGES.blockedInvalid;
  if (!state.hasDeliveryDate && !state.cashAndCarry) return CHECKOUT_MESSAGES.blockedDeliveryDate;
  return null;
}

export interface SubmitFailure {
  /** What the shopper reads. */
  message: string;
  /** A 400: the form was refused, the checkout view is read again. */
  reloadView: boolean;
}

/**
 * The text of a failed submit: a 400 shows the server's error list joined; a 401 is a refused
 * payment (its refusal reason added when the server gives one); no answer at all is the default
 * text; anything else asks the shopper not to try again but to call the flavour's support line.
 */
export function submitFailure(input: { status: number; errors: readonly string[] | undefined; supportPhone: string }): SubmitFailure {
  const errors = (input.errors ?? []).filter((e) => e.trim() !== '');
  if (input.status === 400) {
    return { message: errors.length > 0 ? errors.join(' ') : 'An error has occurred, please try again', reloadView: true };
  }
  if (input.status === 401) {
    const payment = CHECKOUT_MESSAGES.checkoutPayment(input.supportPhone);
    return { message: errors.length > 0 ? `${errors[0]} ${payment}` : payment, reloadView: false };
  }
  if (input.status === 0) return { message: CHECKOUT_MESSAGES.checkoutDefault, reloadView: false };
  return { message: CHECKOUT_MESSAGES.checkoutOther(input.supportPhone), reloadView: false };
}
