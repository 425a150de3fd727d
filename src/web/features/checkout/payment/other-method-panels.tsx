import { CHECKOUT_LIMITS } from '../../../../domain/checkout-fields';
import { CardField } from './card-field';
import type { MethodPanelProps } from './method-panel-props';
import { ProviderMark } from './provider-mark';
import styles from './methods.module.css';

/** Only digits, at most six, as the code is typed or pasted. */
const storeCodeInput = (typed: string) => typed.replace(/\D/g, '').slice(0, CHECKOUT_LIMITS.zipStoreCode);

/**
 * Zip in store (staff): the 6-digit store code of the customer's Zip app (document 2 section 5). The
 * field exists only while this method is chosen, so it is disabled for every other method.
 */
export function ZipInStorePanel() {
  return (
    <div className={styles.panel} data-testid="zip-in-store-panel">
      <p className={styles.headline}>
        <ProviderMark name="Zip" /> Zip in store
      </p>
      <p className={styles.small}>
        Ask the customer for the store code shown in their Zip app. After you place the order they confirm the payment in the app.
      </p>
      <div className={styles.field}>
        <CardField
          name="devicePaymentCode"
          label="Zip store code"
          inputMode="numeric"
          autoComplete="off"
          maxLength={CHECKOUT_LIMITS.zipStoreCode}
          format={storeCodeInput}
        />
      </div>
    </div>
  );
}

export function CRAccountPanel() {
  return (
    <div className={styles.panel} data-testid="cr-account-panel">
      <p>The order is charged to your CR account and paid on your account’s terms.</p>
    </div>
  );
}

export function CashOnDeliveryPanel() {
  return (
    <div className={styles.panel} data-testid="cod-panel">
      <p>Pay the full amount in cash when your order is delivered.</p>
    </div>
  );
}

export function StaffOtherPanel() {
  return (
    <div className={styles.panel} data-testid="staff-other-panel">
      <p>
        Staff only: place the order now and take the payment another way (for example EFTPOS in store). The balance stays due on the order.
      </p>
    </div>
  );
}

/** Apple Pay and Google Pay: the browser's wallet sheet opens when the order is placed. */
export function WalletPanel({ wallet }: { wallet: 'Apple Pay' | 'Google Pay' } & Partial<MethodPanelProps>) {
  return (
    <div className={styles.panel} data-testid="wallet-panel">
      <p className={styles.headline}>
        <ProviderMark name={wallet} /> Pay with {wallet}
      </p>
      <p className={styles.small}>Your {wallet} sheet opens when you place your order.</p>
    </div>
  );
}
