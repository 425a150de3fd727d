import { lazy, Suspense, useId, useState } from 'react';
import type { Cart } from '../../../contracts/cart';
import { CartBlockers } from '../cart/cart-blockers';
import { SummaryLine } from './summary-line';
import type { CheckoutCharges } from '../../../domain/checkout-charges';
import { SummaryTotals } from './summary-totals';
import styles from './order-summary.module.css';

// The cart's editing controls load when the shopper asks to edit the cart.
const EditCartDialog = lazy(() => import('./edit-cart-dialog').then((m) => ({ default: m.EditCartDialog })));

interface OrderSummaryProps {
  cart: Cart;
  cashAndCarry: boolean;
  charges: CheckoutCharges;
}

/**
 * The order summary panel (document 2 section 2): 'Edit Cart' opens the cart, the lines scroll in
 * their own box, cart messages read as headings, and cart errors are boxed with 'Request Assistance'
 * in place of the totals.
 */
export function OrderSummary({ cart, cashAndCarry, charges }: OrderSummaryProps) {
  const id = useId();
  const [editing, setEditing] = useState(false);
  const [editorLoaded, setEditorLoaded] = useState(false);
  return (
    <aside className={styles.summary} aria-labelledby={`${id}-title`}>
      <div className={styles.top}>
        <h2 id={`${id}-title`} className={styles.title}>
          Order Summary
        </h2>
        <button
          type="button"
          className={styles.editCart}
          aria-haspopup="dialog"
          onClick={() => {
            setEditorLoaded(true);
            setEditing(true);
          }}
        >
          Edit Cart
        </button>
      </div>
      {cart.messages.map((message) => (
        <h3 key={message} className={styles.message}>
          {message}
        </h3>
      ))}
      {/* A scrolling box must be reachable by keyboard to be scrolled without a mouse. */}
      <div className={styles.scroller} tabIndex={0} role="region" aria-label="Products in your order">
        <ul className={styles.lines}>
          {cart.products.map((product) => (
            <SummaryLine
              key={product.productCode}
              product={product}
              rewards={cart.rewards.filter((r) => r.productCode === product.productCode)}
            />
          ))}
        </ul>
      </div>
      {cart.errors.length > 0 ? (
        <CartBlockers errors={cart.errors} />
      ) : (
        <SummaryTotals cart={cart} cashAndCarry={cashAndCarry} charges={charges} />
      )}
      {editorLoaded ? (
        <Suspense fallback={null}>
          <EditCartDialog open={editing} onClose={() => setEditing(false)} cart={cart} />
        </Suspense>
      ) : null}
    </aside>
  );
}
