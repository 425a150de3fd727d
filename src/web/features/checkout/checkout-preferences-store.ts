import {
  CHECKOUT_PREFERENCES_DAYS,
  CHECKOUT_PREFERENCES_KEY,
  readCheckoutPreferences,
  type CheckoutPreferences,
} from '../../../domain/checkout-preferences';
import { timedLocalStorage } from '../../client/timed-local-storage';

const MINUTES = CHECKOUT_PREFERENCES_DAYS * 24 * 60;

/** The shopper's saved checkout preferences (defaults when none are kept or storage is blocked). */
export function loadCheckoutPreferences(): CheckoutPreferences {
  return readCheckoutPreferences(timedLocalStorage.get<unknown>(CHECKOUT_PREFERENCES_KEY));
}

export function saveCheckoutPreferences(preferences: CheckoutPreferences): void {
  timedLocalStorage.set(CHECKOUT_PREFERENCES_KEY, preferences, MINUTES);
}

/** After an order: nothing of it is offered to the next checkout on this browser. */
export function clearCheckoutPreferences(): void {
  timedLocalStorage.remove(CHECKOUT_PREFERENCES_KEY);
}
