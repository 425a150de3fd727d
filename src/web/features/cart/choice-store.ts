import { useSyncExternalStore } from 'react';

/** What the shopper chose on the product page: quantity and add-ons, read by the Add to cart button. */
export interface BuyChoice {
  qty: number;
  installId: number | null;
  warrantyId: number | null;
}

const NO_CHOICE: BuyChoice = { qty: 1, installId: null, warrantyId: null };
const choices = new Map<string, BuyChoice>();
const listeners = new Set<() => void>();

export function buyChoice(productCode: string): BuyChoice {
  return choices.get(productCode) ?? NO_CHOICE;
}

export function chooseForProduct(productCode: string, patch: Partial<BuyChoice>): void {
  choices.set(productCode, { ...buyChoice(productCode), ...patch });
  for (const listener of listeners) listener();
}

export function useBuyChoice(productCode: string): BuyChoice {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => buyChoice(productCode),
    () => NO_CHOICE,
  );
}
