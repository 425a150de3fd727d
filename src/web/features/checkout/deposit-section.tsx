import { useEffect, useId, useRef } from 'react';
import { useFormContext } from 'react-hook-form';
import { minimumDepositText } from '../../../domain/deposit';
import { useMoneyFormat } from '../../shared/money';
import { CheckField } from '../../ui/form/check-field';
import { TextField } from '../../ui/form/text-field';
import type { CheckoutFormValues } from './checkout-form-schema';
import styles from './checkout.module.css';

/** Document 2 section 9: the deposit's values are reset 200 ms after it is turned off. */
export const DEPOSIT_RESET_DELAY_MS = 200;

interface DepositSectionProps {
  totalCents: number;
  percentage: number;
}

/**
 * Section 7, partial payment: turning it on shows the deposit field; turning it off sets the amount
 * to 0 and, 200 ms later, forgets the field's state. Offered with the card (default) method only.
 */
export function DepositSection({ totalCents, percentage }: DepositSectionProps) {
  const id = useId();
  const { control, watch, setValue, resetField } = useFormContext<CheckoutFormValues>();
  const enabled = watch('depositEnabled');
  const money = useMoneyFormat();
  const resetTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => () => void (resetTimer.current && clearTimeout(resetTimer.current)), []);

  function toggled(checked: boolean) {
    if (resetTimer.current) clearTimeout(resetTimer.current);
    if (checked) return;
    setValue('partialPayment', '0');
    resetTimer.current = setTimeout(() => resetField('partialPayment', { defaultValue: '' }), DEPOSIT_RESET_DELAY_MS);
  }

  return (
    <section className={styles.section} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.sectionTitle}>
        Partial payment
      </h2>
      <CheckField
        control={control}
        name="depositEnabled"
        label="Pay a deposit now and the balance later"
        className={styles.check}
        onChecked={toggled}
      />
      {enabled ? (
        <TextField
          control={control}
          name="partialPayment"
          label="Deposit amount ($)"
          inputMode="decimal"
          autoComplete="off"
          hint={`At least ${percentage}% of the order total (${minimumDepositText(totalCents, percentage, money)}).`}
          hintClassName={styles.hint}
          className={styles.field}
          errorClassName={styles.fieldError}
        />
      ) : null}
    </section>
  );
}

/** Turns the deposit off when another payment method is chosen (partial payment is the card's only). */
export function useDepositOnlyWithCard() {
  const { watch, setValue } = useFormContext<CheckoutFormValues>();
  const method = watch('selectedPaymentOption');
  useEffect(() => {
    if (method === 'Default') return;
    setValue('depositEnabled', false);
    setValue('partialPayment', '');
  }, [method, setValue]);
  return method === 'Default';
}
