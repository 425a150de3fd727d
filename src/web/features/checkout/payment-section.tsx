import { useId } from 'react';
import type { Cart } from '../../../contracts/cart';
import type { CheckoutView } from '../../../contracts/checkout';
import type { CheckoutFormValues } from './checkout-form-schema';
import type { PreparedPayment } from './submit-body';
import styles from './checkout.module.css';

interface PaymentSectionProps {
  view: CheckoutView;
  cart: Cart;
  hasMiele: boolean;
  totalCents: number;
}

/** Sections 9 to 11: the payment method group, the card panel, the Miele warning and the security code help. */
export function PaymentSection(_props: PaymentSectionProps) {
  const id = useId();
  return (
    <section className={styles.section} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.sectionTitle}>
        Payment
      </h2>
    </section>
  );
}

/** Readies the payment part of the submit: the card details encrypted to the flavour's key, or the reason they cannot be. */
export function usePreparePayment(_view: CheckoutView) {
  return async (_values: CheckoutFormValues, _totalCents: number): Promise<PreparedPayment | { error: string }> => ({
    encryptedValues: null,
    cardHolderName: null,
  });
}
