/** Weights of the ABN checksum (Australian Business Register), one per digit. */
const WEIGHTS = [10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19];

export const ABN_MESSAGE = 'Please enter a valid ABN (11 digits).';

/** The ABN with its spaces removed (people write "51 824 753 556"). */
export function normaliseAbn(value: string): string {
  return value.replace(/\s+/g, '');
}

/**
 * Whether an ABN (spaces allowed) is valid: 11 digits, the first not 0, and after subtracting 1
 * from the first digit the weighted sum of the digits is divisible by 89.
 */
export function isValidAbn(value: string): boolean {
  const abn = normaliseAbn(value);
  if (!/^[1-9]\d{10}$/.test(abn)) return false;
  const digits = [...abn].map(Number);
  digits[0]! -= 1;
  const sum = digits.reduce((total, digit, index) => total + digit * WEIGHTS[index]!, 0);
  return sum % 89 === 0;
}
