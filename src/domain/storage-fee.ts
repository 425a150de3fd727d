import { CHECKOUT_CONSTANTS } from './checkout-fields';
import { CHECKOUT_OPTION } from './checkout-options';

/**
 * Warehouse storage (document 2 sections 4 and 9): goods kept longer than the free period cost a
 * daily fee. Only non-proforma items priced at 300 or more are stored by us, so only they count.
 * Dates are ISO calendar days (yyyy-mm-dd) in the store's time zone.
 */
export interface StoredItem {
  priceCents: number;
  isProforma: boolean;
}

const DAY_MS = 86_400_000;
export const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

const attractsStorage = (items: readonly StoredItem[]) =>
  items.some((item) => !item.isProforma && item.priceCents >= CHECKOUT_CONSTANTS.storageMinItemPriceCents);

/** Whether the acknowledgement control is shown (and required) for this choice of date. */
export function storageAcknowledgementRequired(input: {
  opts: number;
  items: readonly StoredItem[];
  selectedDate: string | null;
  firstAvailableDate: string | null;
}): boolean {
  const { opts, items, selectedDate, firstAvailableDate } = input;
  if ((opts & CHECKOUT_OPTION.WarehouseStorageCharge) === 0) return false;
  if (!selectedDate || !firstAvailableDate || !attractsStorage(items)) return false;
  return daysBetween(firstAvailableDate, selectedDate) > CHECKOUT_CONSTANTS.storageAcknowledgeAfterDays;
}

/**
 * The fee: $4 a day for every day past the free period, counted from the first available date.
 * Charged once per order ("capped at one order at a time"), not per item.
 */
export function storageFeeCents(input: {
  items: readonly StoredItem[];
  selectedDate: string | null;
  firstAvailableDate: string | null;
}): number {
  const { items, selectedDate, firstAvailableDate } = input;
  if (!selectedDate || !firstAvailableDate || !attractsStorage(items)) return 0;
  const chargeable = daysBetween(firstAvailableDate, selectedDate) - CHECKOUT_CONSTANTS.storageFreeDays;
  return chargeable > 0 ? chargeable * CHECKOUT_CONSTANTS.storageFeeCentsPerDay : 0;
}

/**
 * What the order charges for storage: the fee when the caller's options include the warehouse
 * storage charge, else nothing. The delivery quote and the checkout summary both ask this.
 */
export function storageChargeCents(input: {
  opts: number;
  items: readonly StoredItem[];
  selectedDate: string | null;
  firstAvailableDate: string | null;
}): number {
  return (input.opts & CHECKOUT_OPTION.WarehouseStorageCharge) === 0 ? 0 : storageFeeCents(input);
}
