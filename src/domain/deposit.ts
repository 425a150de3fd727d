import { percentOf } from './cart-pricing';
import { CHECKOUT_CONSTANTS, CHECKOUT_MESSAGES } from './checkout-fields';
import { formatMoneyWithCents, type MoneyFormat } from './money-format';

/**
 * The partial payment (deposit) of document 2 sections 4, 5 and 9, checked by the checkout form and
 * again by the server with the same rules and messages. The shopper types dollars; the rules work
 * in cents. An empty, zero or non-numeric entry skips the range checks (it means "pay in
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
  return percentOf(totalCents, percentage);
}

/** The smallest deposit as the spec's '($x.xx)' shows it: '$1,234.50', always with cents. */
export function minimumDepositText(totalCents: number, percentage: number, money: MoneyFormat): string {
  return formatMoneyWithCents(minimumDepositCents(totalCents, percentage), money);
}

const NUMBER = /^\s*\d+(?:\.\d{1,2})?\s*$/;

/** The typed amount in cents: 0 for empty or zero, null when it is not a number of dollars and cents. */
export function depositCents(typed: string | number | null | undefined): number | null {
  if (typed === null || typed === undefined) return 0;
  const text = String(typed).replace(/^\s*\$/, '');
  if (text.trim() === '') return 0;
  if (!NUMBER.test(text)) return null;
  return Math.round(Number(text) * 100);
}

interface DepositRange {
  totalCents: number;
  percentage: number;
  money: MoneyFormat;
}

/** A deposit of `cents` against the range: none for zero (paying in full), else at least the minimum and below the total. */
export function depositRangeError(cents: number, { totalCents, percentage, money }: DepositRange): DepositError | null {
  if (cents <= 0) return null;
  if (cents >= totalCents) return { key: 'requestExceedsTotal', message: CHECKOUT_MESSAGES.requestExceedsTotal };
  if (cents < minimumDepositCents(totalCents, percentage)) {
    return { key: 'minDeposit', message: CHECKOUT_MESSAGES.minDeposit(percentage, minimumDepositText(totalCents, percentage, money)) };
  }
  return null;
}

/** The typed deposit's error for this total, or null. */
export function depositError(input: DepositRange & { typed: string | number | null | undefined }): DepositError | null {
  const cents = depositCents(input.typed);
  if (cents === null) return { key: 'wrongInput', message: CHECKOUT_MESSAGES.depositWrongInput };
  return depositRangeError(cents, input);
}

/** What is paid now and what is left, in cents: the whole total without a deposit. */
export function depositSplit(totalCents: number, depositCentsValue: number): { paidNowCents: number; balanceDueCents: number } {
  if (depositCentsValue <= 0 || depositCentsValue >= totalCents) return { paidNowCents: totalCents, balanceDueCents: 0 };
  return { paidNowCents: depositCentsValue, balanceDueCents: totalCents - depositCentsValue };
}
