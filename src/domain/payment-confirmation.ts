/**
 * The texts of a failed provider confirmation (document 2 section 8: Zip, PayPal and Afterpay, and
 * the Klarna and Humm confirmation beside them): the server's error list, each error followed by a
 * blank line; an answer that is not the error body (no answer, a gateway's page) says the service
 * is unavailable; an error body without errors is the generic text.
 */
export const CONFIRMATION_MESSAGES = {
  unavailable: 'Service currently unavailable. Please try again later.',
  generic: 'Something has gone wrong, Please try again.',
} as const;

export function confirmationFailureText(body: { errors?: readonly string[] | null } | null): string {
  if (body === null) return CONFIRMATION_MESSAGES.unavailable;
  const errors = (body.errors ?? []).filter((error) => error.trim() !== '');
  if (errors.length === 0) return CONFIRMATION_MESSAGES.generic;
  return errors.map((error) => `${error}\n\n`).join('');
}
