import { useId, useState } from 'react';
import type { Cart } from '../../../contracts/cart';
import { CartCodes } from '../cart/cart-codes';
import styles from './checkout.module.css';

/**
 * Section 8: the coupon accordion with the gift card or coupon code field of the cart (applying
 * or removing a code refreshes the cart, and with it the summary). Open at first when a code is
 * already applied, so the shopper sees it.
 */
export function CouponSection({ cart }: { cart: Cart }) {
  const id = useId();
  const [open, setOpen] = useState(cart.codes.length > 0);
  return (
    <section className={styles.section} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.sectionTitle}>
        <button
          type="button"
          className={styles.accordionToggle}
          aria-expanded={open}
          aria-controls={`${id}-panel`}
          onClick={() => setOpen(!open)}
        >
          Coupon or gift card
          <span aria-hidden="true" className={styles.chevron}>
            ▾
          </span>
        </button>
      </h2>
      <div id={`${id}-panel`} hidden={!open}>
        <CartCodes cart={cart} insideForm />
      </div>
    </section>
  );
}
