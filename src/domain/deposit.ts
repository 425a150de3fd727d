import { CHECKOUT_CONSTANTS, CHECKOUT_MESSAGES } from './checkout-fields';

/**
 * The partial payment (deposit) of document 2 sections 4, 5 and 9. The shopper types dollars; the
 * rules work in cents. An empty, zero or non-numeric entry skips the range checks (it means "pay in
 * full"), a non-number is `wrongInput`, below the minimum share of the total is `minDeposit`, and
 * the total or more is `requestExceedsTotal`.
 */
export type DepositErrorKey = 'wrongInput' | 'minDeposit' | 'requestExceedsTotal';
export interface DepositError {
  key: DepositErrorKey;
  message: string;
}

/** The view's percentage when it gives one (above 0), else the default 30. */
export function depositPercentage(viewPercentage: number | null | undefined): number {
  return viewPercentage && viewPercentage > 0 ? viewPercentage : CHECKOUT_CONSTANTS.defaultDepositPercentage;
}

/** The smallest deposit: the percentage of the total, rounded to the cent. */
export function minimumDepositCents(totalCents: number, percentage: number): number {
  return Math.round((totalCents * percentage) / 100);
}

/** '$1234.50': the spec's '($x.xx)', always with cents. */
export const dollarsWithCents = (cents: number) => `$${(cents / 100).toFixed(2)}`;

const NUMBER = /^\s*\d+(?:\.\d{1,2})?\s*$/;

/** The typed amount in cents: 0 for empty or zero, null when it is not a number of dollars and cents. */
export function depositCents(typed: string | number | null | undefined): number | null {
  if (typed === null || typed === undefined) return 0;
  const text = String(typed).replace(/^\s*\$/, '');
  if (text.trim() === '') return 0;
  if (!NUMBER.test(text)) return null;
  return Math.round(Number(text) * 100);
}

/** The deposit's error for this total, or null. */
export function depositError(input: {
  typed: string | number | null | undefined;
  totalCents: number;
  percentage: number;
}): DepositError | null {
  const cents = depositCents(input.typed);
  if (cents === null) return { key: 'wrongInput', message: CHECKOUT_MESSAGES.depositWrongInput };
  if (cents === 0) return null;
  const minimum = minimumDepositCents(input.totalCents, input.percentage);
  if (cents < minimum) {
    return { key: 'minDeposit', message: CHECKOUT_MESSAGES.minDeposit(input.percentage, dollarsWithCents(minimum)) };
  }
  if (cents >= input.totalCents) return { key: 'requestExceedsTotal', message: CHECKOUT_MESSAGES.requestExceedsTotal };
  return null;
}

/** What is paid now and what is left, in cents: the whole total without a deposit. */
export function depositSplit(totalCents: number, depositCentsValue: number): { paidNowCents: number; balanceDueCents: number } {
  if (depositCentsValue <= 0 || depositCentsValue >= totalCents) return { paidNowCents: totalCents, balanceDueCents: 0 };
  return { paidNowCents: depositCentsValue, balanceDueCents: totalCents - depositCentsValue };
}
