import type { Cart } from '../../../contracts/cart';
import { CartLine } from './cart-line';
import styles from './cart-slide-out.module.css';

/** The cart's lines with their quantity and Remove controls, each with the rewards it comes with. */
export function CartLineList({ cart }: { cart: Cart }) {
  return (
    <ul className={styles.lines} aria-label="Products in your cart">
      {cart.products.map((product) => (
        <CartLine key={product.productCode} product={product} rewards={cart.rewards.filter((r) => r.productCode === product.productCode)} />
      ))}
    </ul>
  );
}
