import { CHECKOUT_PREFERENCES_DAYS, readCheckoutPreferences, type CheckoutPreferences } from '../../../domain/checkout-preferences';
import { PERSONAL_STORAGE_KEYS } from '../../client/personal-storage';
import { timedLocalStorage } from '../../client/timed-local-storage';

const MINUTES = CHECKOUT_PREFERENCES_DAYS * 24 * 60;

/** The shopper's saved checkout preferences (defaults when none are kept or storage is blocked). */
export function loadCheckoutPreferences(): CheckoutPreferences {
  return readCheckoutPreferences(timedLocalStorage.get<unknown>(PERSONAL_STORAGE_KEYS.local.checkoutPreferences));
}

export function saveCheckoutPreferences(preferences: CheckoutPreferences): void {
  timedLocalStorage.set(PERSONAL_STORAGE_KEYS.local.checkoutPreferences, preferences, MINUTES);
}

/** After an order: nothing of it is offered to the next checkout on this browser. */
export function clearCheckoutPreferences(): void {
  timedLocalStorage.remove(PERSONAL_STORAGE_KEYS.local.checkoutPreferences);
}
