import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Link } from '../../ui/link';
import type { Cart } from '../../../contracts/cart';
import { WidgetQueryProvider } from '../../client/widget-query';
import { Button } from '../../ui/button';
import { useHeaderNav } from '../navigation/header-nav-context';
import { CartCodes } from './cart-codes';
import { CartBlockers } from './cart-blockers';
import { CartLineList } from './cart-line-list';
import { CART_QUERY_KEY, failureText, useCartQuery } from './cart-queries';
import { CART_CHANGED_EVENT, CART_PANEL_ID } from './cart-store';
import { CartTotals } from './cart-totals';
import styles from './cart-slide-out.module.css';

/**
 * The cart slide-out (document 1 section 2.2, document 2's summary rules), loaded the first time the
 * cart opens. Focus moves to its heading so keyboard users land in it; Escape and a press outside
 * close it (the header's popover does that).
 */
export function CartSlideOut() {
  return (
    <WidgetQueryProvider>
      <CartContents />
    </WidgetQueryProvider>
  );
}

function CartContents() {
  const query = useCartQuery();
  const queryClient = useQueryClient();
  const heading = useRef<HTMLHeadingElement>(null);
  const { dispatch } = useHeaderNav();

  function close() {
    dispatch({ type: 'close' });
    document.querySelector<HTMLElement>(`[aria-controls="${CART_PANEL_ID}"]`)?.focus();
  }

  useEffect(() => heading.current?.focus(), []);
  useEffect(() => {
    const refetch = () => void queryClient.invalidateQueries({ queryKey: CART_QUERY_KEY });
    window.addEventListener(CART_CHANGED_EVENT, refetch);
    return () => window.removeEventListener(CART_CHANGED_EVENT, refetch);
  }, [queryClient]);

  const cart = query.data;
  return (
    <div className={styles.cart} aria-busy={query.isFetching}>
      <div className={styles.top}>
        <h2 className={styles.heading} ref={heading} tabIndex={-1}>
          Your cart
        </h2>
        <button type="button" className={styles.close} onClick={close} aria-label="Close cart">
          <span aria-hidden="true">×</span>
        </button>
      </div>
      {query.isError && !cart ? (
        <p role="alert" className={styles.error}>
          {failureText(query.error)}
        </p>
      ) : null}
      {!cart ? (
        query.isPending ? (
          <p className={styles.loading}>Loading your cart…</p>
        ) : null
      ) : cart.products.length === 0 ? (
        <EmptyCart />
      ) : (
        <FilledCart cart={cart} />
      )}
    </div>
  );
}

function EmptyCart() {
  return (
    <>
      <p>Your cart is empty.</p>
      <ul className={styles.links}>
        <li>
          <Link to="/products">Start shopping</Link>
        </li>
      </ul>
    </>
  );
}

function FilledCart({ cart }: { cart: Cart }) {
  const blocked = cart.errors.length > 0;
  return (
    <>
      {cart.messages.map((message) => (
        <p key={message} role="alert" className={styles.error}>
          {message}
        </p>
      ))}
      <CartLineList cart={cart} />
      <CartCodes cart={cart} />
      {blocked ? (
        <CartBlockers errors={cart.errors} />
      ) : (
        <>
          <CartTotals cart={cart} />
          <Button href="/customer/checkout" size="large" className={styles.checkout}>
            Checkout
          </Button>
        </>
      )}
    </>
  );
}
