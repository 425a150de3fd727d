import { lazy, Suspense, useEffect } from 'react';
import { useHeaderNav } from '../navigation/header-nav-context';
import { CART_VIEW_REQUEST_EVENT, isRefreshCartMessage, refreshCart } from './cart-store';
import { inOwnTask } from '../../client/next-task';

// The slide-out's code (TanStack Query, the lines, codes and totals) loads the first time the cart opens.
const CartSlideOut = lazy(() => import('./cart-slide-out').then((m) => ({ default: m.CartSlideOut })));

/** The slide-out's content, loaded the first time the cart opens. */
export function CartPanelContent() {
  return (
    <Suspense fallback={<p>Loading your cart…</p>}>
      <CartSlideOut />
    </Suspense>
  );
}

/**
 * The header's cart wiring: reads the cart for the count once the page is interactive, refreshes on
 * a same-origin 'refreshCart' message, and opens the slide-out when another widget asks.
 */
export function useCartHeader(): void {
  const { state, dispatch } = useHeaderNav();
  const cartOpen = state.open && state.view === 'cart';

  useEffect(() => {
    inOwnTask(() => void refreshCart());
    const onMessage = (event: MessageEvent) => {
      if (isRefreshCartMessage(event)) void refreshCart();
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, []);

  useEffect(() => {
    if (cartOpen) return;
    const open = () => dispatch({ type: 'toggleView', view: 'cart' });
    window.addEventListener(CART_VIEW_REQUEST_EVENT, open);
    return () => window.removeEventListener(CART_VIEW_REQUEST_EVENT, open);
  }, [cartOpen, dispatch]);
}
