import { useState, type KeyboardEvent } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { cardLogoOf, formatCardNumberInput, formatCvvInput, formatExpiryInput } from '../../../../domain/card-input';
import { CHECKOUT_LIMITS } from '../../../../domain/checkout-fields';
import { CardField } from './card-field';
import { CardLogo } from './card-logo';
import { CVV_HELP_TITLE, CvvHelpModal } from './cvv-help-modal';
import type { PaymentFormValues } from './payment-fields';
import styles from './payment.module.css';

/** Pressing Enter in the security code submits the order (document 2 section 2). */
function submitOnEnter(event: KeyboardEvent<HTMLInputElement>) {
  if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
  event.preventDefault();
  event.currentTarget.form?.requestSubmit();
}

/**
 * The card fields of the default payment method (document 2 section 5): name on card, number
 * (digits and spaces, spaced by card type, full-width digits converted, 19 characters), expiry
 * "MM / YYYY" and security code (3 or 4 digits) with its help. The logo follows the number's prefix.
 * The fields live under `cardDetails` of the page's form; they are encrypted at submit, never sent.
 */
export function CardPanel() {
  const { control } = useFormContext<PaymentFormValues>();
  const cardNo = useWatch({ control, name: 'cardDetails.cardNo' }) ?? '';
  const [helpOpen, setHelpOpen] = useState(false);
  return (
    <div className={styles.cardPanel} data-testid="card-panel">
      <CardField name="cardDetails.nameOnCard" label="Name on card" autoComplete="cc-name" maxLength={100} />
      <CardField
        name="cardDetails.cardNo"
        label="Card number"
        autoComplete="cc-number"
        inputMode="numeric"
        maxLength={CHECKOUT_LIMITS.cardNumber}
        format={formatCardNumberInput}
        adornment={
          <span className={styles.logoSlot} aria-live="polite">
            <CardLogo logo={cardLogoOf(cardNo)} />
          </span>
        }
      />
      <div className={styles.pair}>
        <CardField
          name="cardDetails.expiryDate"
          label="Expiry date"
          placeholder="MM / YYYY"
          autoComplete="cc-exp"
          inputMode="numeric"
          maxLength={CHECKOUT_LIMITS.cardExpiry}
          format={formatExpiryInput}
        />
        <CardField
          name="cardDetails.cvv"
          label="Security code (CVV)"
          autoComplete="cc-csc"
          inputMode="numeric"
          maxLength={CHECKOUT_LIMITS.cardCvvMax}
          format={formatCvvInput}
          onKeyDown={submitOnEnter}
          adornment={
            <button
              type="button"
              className={styles.helpButton}
              onClick={() => setHelpOpen(true)}
              aria-haspopup="dialog"
              aria-label={CVV_HELP_TITLE}
            >
              <span aria-hidden="true">?</span>
            </button>
          }
        />
      </div>
      <CvvHelpModal open={helpOpen} onClose={() => setHelpOpen(false)} />
    </div>
  );
}
