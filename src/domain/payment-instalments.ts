/**
 * What the buy-now-pay-later panels promise (document 2 section 9): the instalments of Afterpay,
 * Zip (Australia and New Zealand) and Humm for a cart total. Amounts are integer cents (ADR 0004);
 * every share is rounded up to the cent so the instalments never add up to less than the total.
 * Whether a method is offered at all is the payment configuration's range (payment-offer.ts).
 */
import { addWeeks, lightFormat } from 'date-fns';
import { parseCalendarDate } from './calendar-date';
import { formatMoneyWithCents, type MoneyFormat } from './money-format';

export interface Instalment {
  /** The calendar day it is due ("2026-11-27"), or null when only the rhythm is known. */
  due: string | null;
  /** Weeks after today: 0, 2, 4, 6 for four fortnightly payments. */
  weeksFromToday: number;
  amountCents: number;
}

/** A share of the total rounded up to the cent ("total / 4 rounded up"). */
export const shareRoundedUp = (totalCents: number, parts: number): number => Math.ceil(totalCents / parts);

const FORTNIGHT_WEEKS = 2;

/** `count` equal fortnightly payments, the first today; dated when `today` is given. */
function fortnightly(totalCents: number, count: number, today: string | null): Instalment[] {
  const amountCents = shareRoundedUp(totalCents, count);
  const start = today === null ? null : dayOf(today);
  return Array.from({ length: count }, (_, index) => {
    const weeksFromToday = index * FORTNIGHT_WEEKS;
    return { due: start === null ? null : lightFormat(addWeeks(start, weeksFromToday), 'yyyy-MM-dd'), weeksFromToday, amountCents };
  });
}

function dayOf(day: string): Date {
  const iso = parseCalendarDate(day);
  if (!iso) throw new RangeError(`"${day}" is not a calendar date`);
  const [year, month, date] = iso.split('-').map(Number) as [number, number, number];
  return new Date(year, month - 1, date);
}

// ---- Afterpay ----

export const AFTERPAY_INSTALMENT_COUNT = 4;

/** Afterpay: four fortnightly instalments of the total / 4, rounded up to the cent. */
export function afterpayInstalments(totalCents: number): Instalment[] {
  return fortnightly(totalCents, AFTERPAY_INSTALMENT_COUNT, null);
}

/** "4 fortnightly payments of $250.00". */
export function afterpayText(totalCents: number, money: MoneyFormat): string {
  return `${AFTERPAY_INSTALMENT_COUNT} fortnightly payments of ${formatMoneyWithCents(shareRoundedUp(totalCents, AFTERPAY_INSTALMENT_COUNT), money)}`;
}

// ---- Zip (Australia) ----

/** At or under this total (in cents) Zip shows its fixed promise. */
export const ZIP_FIXED_PROMISE_LIMIT_CENTS = 1000_00;
export const ZIP_FIXED_PROMISE = 'Own it from $10 per week*';
/** The average number of weeks in a month Zip divides by. */
const WEEKS_PER_MONTH_HUNDREDTHS = 433;

/**
 * The weekly rate above 1,000: ceil(total / months / 4.33 * 100) / 100, worked in whole numbers
 * (cents * 100 / (months * 433)) so a total that divides exactly is not pushed up a cent by float noise.
 */
export function zipWeeklyRateCents(totalCents: number, repaymentPeriodMonths: number): number {
  if (!Number.isInteger(repaymentPeriodMonths) || repaymentPeriodMonths <= 0)
    throw new RangeError('repayment months must be a whole number above 0');
  return Math.ceil((totalCents * 100) / (repaymentPeriodMonths * WEEKS_PER_MONTH_HUNDREDTHS));
}

export interface ZipPromiseInput {
  totalCents: number;
  /** Zip's repayment months from the payment configuration. */
  repaymentPeriodMonths: number;
  /** The configuration calls the offer interest free. */
  interestFree: boolean;
}

/**
 * The Zip panel's headline: the fixed promise up to 1,000, above it the weekly rate over the
 * configuration's months ("Own it from $23.10 per week over 12 months interest free*").
 */
export function zipPromise({ totalCents, repaymentPeriodMonths, interestFree }: ZipPromiseInput, money: MoneyFormat): string {
  if (totalCents <= ZIP_FIXED_PROMISE_LIMIT_CENTS) return ZIP_FIXED_PROMISE;
  const rate = formatMoneyWithCents(zipWeeklyRateCents(totalCents, repaymentPeriodMonths), money);
  return `Own it from ${rate} per week over ${repaymentPeriodMonths} months${interestFree ? ' interest free' : ''}*`;
}

// ---- Zip (New Zealand) ----

export const ZIP_NZ_INSTALMENT_COUNT = 4;

/** Zip in New Zealand: four payments of total / 4 rounded up, due today and in 2, 4 and 6 weeks. */
export function zipNzSchedule(totalCents: number, today: string): Instalment[] {
  return fortnightly(totalCents, ZIP_NZ_INSTALMENT_COUNT, today);
}

// ---- Humm ----

export const HUMM_SLICES_TEXT = 'Pay in slices, no interests ever';
const HUMM_TIERS = [
  { upToCents: 1000_00, payments: 5 },
  { upToCents: 2000_00, payments: 10 },
] as const;

export type HummOffer =
  | { eligible: true; payments: number; amountCents: number; text: string }
  | { eligible: false; payments: null; amountCents: null; text: string };

/** Humm: up to 1,000 five fortnightly payments, up to 2,000 ten; above that not eligible, only the slogan. */
export function hummOffer(totalCents: number, money: MoneyFormat): HummOffer {
  const tier = HUMM_TIERS.find((candidate) => totalCents <= candidate.upToCents);
  if (!tier) return { eligible: false, payments: null, amountCents: null, text: HUMM_SLICES_TEXT };
  const amountCents = shareRoundedUp(totalCents, tier.payments);
  return {
    eligible: true,
    payments: tier.payments,
    amountCents,
    text: `${tier.payments} fortnightly payments of ${formatMoneyWithCents(amountCents, money)}`,
  };
}
