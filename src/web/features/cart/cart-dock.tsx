import { lazy, Suspense, useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { CART_PANEL_ID } from '../header/header-icons';
import { HeaderPopover } from '../header/header-popover';
import styles from './cart-dock.module.css';
import { useHeaderNav } from '../navigation/header-nav-context';
import { CART_VIEW_REQUEST_EVENT, isRefreshCartMessage, refreshCart } from './cart-store';

// The slide-out's code (TanStack Query, the lines, codes and totals) loads the first time the cart opens.
const CartSlideOut = lazy(() => import('./cart-slide-out').then((m) => ({ default: m.CartSlideOut })));

/**
 * The cart slide-out: the header's cart view, fixed to the right edge. It is rendered into the body
 * because the floating header moves with a transform, which would make it the box a fixed panel
 * fills; it exists in the browser only (it is closed in the server's HTML anyway).
 */
export function CartSlideOutPanel() {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  if (!mounted) return null;
  return createPortal(
    <HeaderPopover view="cart" id={CART_PANEL_ID} label="Your cart" className={styles.slideOut}>
      <Suspense fallback={<p>Loading your cart…</p>}>
        <CartSlideOut />
      </Suspense>
    </HeaderPopover>,
    document.body,
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
    void refreshCart();
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
