import type { Cart } from '../../../contracts/cart';
import { Button } from '../../ui/button';
import styles from './cart-slide-out.module.css';

/**
 * What stops the cart from being bought (document 2's summary rule): its errors in a box, then
 * 'Request Assistance'. The slide-out and the checkout's order summary show it in place of the totals.
 */
export function CartBlockers({ errors }: { errors: Cart['errors'] }) {
  return (
    <div className={styles.blocked}>
      <ul className={styles.errorBox}>
        {errors.map((error) => (
          <li key={error.message}>{error.message}</li>
        ))}
      </ul>
      <Button href="/ask-an-expert" colour="secondary" size="medium">
        Request Assistance
      </Button>
    </div>
  );
}
