/**
 * The sandbox gateway's test cards (README "Sandbox test cards"). Any future expiry and any 3- or
 * 4-digit security code; the number alone decides the outcome, as with a real gateway's test cards.
 */
export type SandboxCardOutcome =
  | { kind: 'approved' }
  | { kind: 'refused'; refusalReason: string }
  | { kind: 'challenge' }
  /** The gateway authorises, but its answer arrives too late for checkout. */
  | { kind: 'timeout' };

export const SANDBOX_TEST_CARDS: readonly { number: string; outcome: SandboxCardOutcome; label: string }[] = [
  { number: '4111111111111111', outcome: { kind: 'approved' }, label: 'Approved (Visa)' },
  { number: '5555555555554444', outcome: { kind: 'approved' }, label: 'Approved (Mastercard)' },
  { number: '371449635398431', outcome: { kind: 'approved' }, label: 'Approved (American Express)' },
  { number: '4000000000000002', outcome: { kind: 'refused', refusalReason: 'Refused' }, label: 'Declined: refusal reason "Refused"' },
  {
    number: '4000000000009995',
    outcome: { kind: 'refused', refusalReason: 'Not enough balance' },
    label: 'Insufficient funds: refusal reason "Not enough balance"',
  },
  { number: '4000000000003220', outcome: { kind: 'challenge' }, label: '3-D Secure challenge (Approve or Decline on the challenge page)' },
  { number: '4000000000000119', outcome: { kind: 'timeout' }, label: 'Gateway timeout after authorising (reconciliation voids it)' },
];

/** Refusal reasons for cards outside the table, as a real gateway words them. */
export const SANDBOX_REFUSALS = {
  unknownCard: 'Refused',
  invalidNumber: 'Invalid Card Number',
  expired: 'Expired Card',
  cvc: 'CVC Declined',
  staleEncryption: 'Encrypted card details have expired',
  undecryptable: 'Unable to decrypt data',
} as const;

export function sandboxCardOutcome(number: string): SandboxCardOutcome {
  const digits = number.replace(/\s+/g, '');
  return (
    SANDBOX_TEST_CARDS.find((card) => card.number === digits)?.outcome ?? { kind: 'refused', refusalReason: SANDBOX_REFUSALS.unknownCard }
  );
}
