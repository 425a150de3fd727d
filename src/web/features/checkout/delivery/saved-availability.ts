import { PERSONAL_STORAGE_KEYS } from '../../../client/personal-storage';
import { timedLocalStorage } from '../../../client/timed-local-storage';

/**
 * The delivery choice kept in the browser under 'checkout-availability' (document 2 section 3), so
 * a shopper who leaves checkout and comes back finds the date and services they chose. The spec
 * gives the retention as 3 without a unit; we read it as 3 days: long enough to come back the next
 * day, short enough that a stale date is rarely offered again (a date no longer available is
 * replaced by the first available one anyway).
 */
export const SAVED_AVAILABILITY_KEY = PERSONAL_STORAGE_KEYS.local.checkoutAvailability;
export const SAVED_AVAILABILITY_DAYS = 3;
const MINUTES_PER_DAY = 24 * 60;

export interface SavedAvailability {
  cartId: string;
  /** "2026-11-25" */
  selectedDate: string | null;
  /** Dollars. */
  shippingCost: number | null;
  uniqueRequirements: boolean;
  override: boolean;
  deliveryServices: string[];
  installationContact: boolean;
}

/** The saved choice for this cart (another cart's choice does not apply). */
export function readSavedAvailability(cartId: string): SavedAvailability | null {
  const saved = timedLocalStorage.get<SavedAvailability>(SAVED_AVAILABILITY_KEY);
  return saved && saved.cartId === cartId ? saved : null;
}

export function saveAvailability(choice: SavedAvailability): void {
  timedLocalStorage.set(SAVED_AVAILABILITY_KEY, choice, SAVED_AVAILABILITY_DAYS * MINUTES_PER_DAY);
}

/** After an order is placed (the page calls this with its other clean-ups). */
export function clearSavedAvailability(): void {
  timedLocalStorage.remove(SAVED_AVAILABILITY_KEY);
}
