import type { Cart } from '../../../contracts/cart';
import { Modal } from '../../ui/modal/modal';
import { CartLineList } from '../cart/cart-line-list';
import { CartTotals } from '../cart/cart-totals';
import cartStyles from '../cart/cart-slide-out.module.css';

/**
 * The cart opened from the summary's 'Edit Cart': the cart's own lines, with their quantity and
 * Remove controls; each change replaces the cart the checkout reads, so the summary follows.
 */
export function EditCartDialog({ open, onClose, cart }: { open: boolean; onClose(): void; cart: Cart }) {
  return (
    <Modal open={open} onClose={onClose} title="Your cart" type="leftAligned" width="medium">
      {cart.products.length === 0 ? (
        <p>Your cart is empty.</p>
      ) : (
        <div className={cartStyles.cart}>
          <CartLineList cart={cart} />
          <CartTotals cart={cart} />
        </div>
      )}
    </Modal>
  );
}
