import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { CartPanelContent } from '../cart/cart-dock';
import cartDock from '../cart/cart-dock.module.css';
import { CART_PANEL_ID } from '../cart/cart-store';
import { HeaderPopover } from './header-popover';

/**
 * The header's cart view, a slide-out fixed to the right edge. It is rendered into the body because
 * the floating header moves with a transform, which would make the header the box a fixed panel
 * fills. It exists in the browser only (it is closed in the server's HTML anyway).
 */
export function CartSlideOut() {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  if (!mounted) return null;
  return createPortal(
    <HeaderPopover view="cart" id={CART_PANEL_ID} label="Your cart" className={cartDock.slideOut}>
      <CartPanelContent />
    </HeaderPopover>,
    document.body,
  );
}
