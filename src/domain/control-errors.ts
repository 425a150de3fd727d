/**
 * Document 1 section 5, for every form: a control shows its error when it is invalid and either the
 * form was submitted, or the control is dirty (its value changed) and touched (it lost focus once).
 * Nobody is told off for a field they have not finished with.
 */
export interface ControlState {
  invalid: boolean;
  dirty: boolean;
  touched: boolean;
}

export function showsControlError(control: ControlState, formSubmitted: boolean): boolean {
  return control.invalid && (formSubmitted || (control.dirty && control.touched));
}

/** The form-level message of an invalid submit (document 1 section 5). */
export const INVALID_FORM_MESSAGE = 'There has been an error. Please check below to see what fields are invalid.';
