import { CHECKOUT_PREFERENCES_KEY } from '../../domain/checkout-preferences';

/**
 * Every key under which this browser keeps a person's data (a contact, an address, an order's body,
 * the orders they placed). A shared device must not hand them to the next person: signing out, or
 * a session ending, removes them all. A feature that keeps anything personal takes its key from
 * here, so the key cannot be forgotten by sign-out. Keys holding no one's data (the compare list,
 * dismissed banners, cached menus, the session's own items in session-store.ts) are not listed.
 */
export const PERSONAL_STORAGE_KEYS = {
  local: {
    /** Checkout's contact, addresses, newsletter choice, date and payment method (document 2 section 3). */
    checkoutPreferences: CHECKOUT_PREFERENCES_KEY,
    /** The delivery choice for the last cart: its id, date and services. */
    checkoutAvailability: 'checkout-availability',
  },
  session: {
    /** A wallet order's whole body (contact, addresses) while the wallet's sheet is open. */
    walletCheckout: 'wallet-checkout',
    /** The order numbers this tab already reported to analytics. */
    reportedOrders: 'checkout-orders-reported',
  },
} as const;

function removeAll(storage: () => Storage, keys: Record<string, string>) {
  try {
    for (const key of Object.values(keys)) storage().removeItem(key);
  } catch {
    // Storage blocked or missing: nothing was kept there either.
  }
}

/** Removes every personal key from this browser's local and session storage. */
export function forgetPersonalData(): void {
  if (typeof window === 'undefined') return;
  removeAll(() => window.localStorage, PERSONAL_STORAGE_KEYS.local);
  removeAll(() => window.sessionStorage, PERSONAL_STORAGE_KEYS.session);
}
