/** Integer cents to dollars for the API edge; exact for any cents value a price can hold. */
export function centsToDollars(cents: number): number {
  return cents / 100;
}

/** Dollars from a client back to integer cents, rounding away float noise (19.99 -> 1999). */
export function dollarsToCents(dollars: number): number {
  return Math.round(dollars * 100);
}

export interface RrpSaving {
  /** Cents saved against the RRP; 0 when there is no saving. */
  discountOffRrpCents: number;
  /** Whole percent saved against the RRP, rounded down; 0 when there is no saving. */
  percentageDiscountOffRrp: number;
}

export function rrpSaving(priceCents: number | null, rrpCents: number | null): RrpSaving {
  if (priceCents === null || rrpCents === null || rrpCents <= 0 || rrpCents <= priceCents) {
    return { discountOffRrpCents: 0, percentageDiscountOffRrp: 0 };
  }
  const discount = rrpCents - priceCents;
  return { discountOffRrpCents: discount, percentageDiscountOffRrp: Math.floor((discount * 100) / rrpCents) };
}
