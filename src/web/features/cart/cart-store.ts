import { useSyncExternalStore } from 'react';
// Types only: the contracts' schemas stay out of the page's JavaScript (ADR 0012).
import type { Cart } from '../../../contracts/cart';
import { cartCount } from '../../../domain/cart-rules';
import { browserApi } from '../../client/browser-api';

/**
 * The little of the cart every page needs at once: the header count, and the events that open the
 * slide-out and refresh it. Everything else (the slide-out, add-on choices, the add itself) loads on
 * demand with TanStack Query.
 */

/** The id of the cart slide-out, which the header's cart button controls. */
export const CART_PANEL_ID = 'header-cart-panel';

/** Widgets outside the header (the product page's Add to cart) open the cart slide-out with this event. */
export const CART_VIEW_REQUEST_EVENT = 'storefront:cart-view-request';
/** Fired when the cart changed outside the slide-out (an add, a `refreshCart` message): it refetches. */
export const CART_CHANGED_EVENT = 'storefront:cart-changed';

let count = 0;
const listeners = new Set<() => void>();

export function setCartCount(cart: Pick<Cart, 'productCount' | 'rewards'>): void {
  const next = cartCount(cart);
  if (next === count) return;
  count = next;
  for (const listener of listeners) listener();
}

/** Products plus rewards (document 3 section 9); 0 until the cart is read and while rendering on the server. */
export function useCartCount(): number {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => count,
    () => 0,
  );
}

export function requestCartView(): void {
  window.dispatchEvent(new Event(CART_VIEW_REQUEST_EVENT));
}

/** Reads the cart for the count (loaded at start, document 1 section 7) and tells an open slide-out to refetch. */
export async function refreshCart(): Promise<void> {
  window.dispatchEvent(new Event(CART_CHANGED_EVENT));
  const result = await browserApi.get('/api/cart/');
  if (result.ok && result.data) setCartCount(result.data);
}

/** An embedded frame of this origin may post 'refreshCart' (document 1 section 7). */
export function isRefreshCartMessage(event: MessageEvent): boolean {
  return event.origin === window.location.origin && event.data === 'refreshCart';
}
