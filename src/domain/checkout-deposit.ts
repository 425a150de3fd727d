import { CHECKOUT_MESSAGES } from './checkout-fields';
import { percentOf } from './cart-pricing';

/**
 * The deposit's range (document 2 sections 5 and 9): zero or nothing means paying in full; otherwise
 * at least the percentage of the order total (2 decimals) and below the total. Cents throughout.
 */
export function depositErrors(depositCents: number, totalCents: number, percentage: number, format: (cents: number) => string): string[] {
  if (depositCents <= 0) return [];
  const minimum = minimumDepositCents(totalCents, percentage);
  if (depositCents >= totalCents) return [CHECKOUT_MESSAGES.requestExceedsTotal];
  if (depositCents < minimum) return [CHECKOUT_MESSAGES.minDeposit(percentage, format(minimum))];
  return [];
}

export const minimumDepositCents = (totalCents: number, percentage: number) => percentOf(totalCents, percentage);
