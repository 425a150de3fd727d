import { useId } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { CHECKOUT_CONSTANTS } from '../../../../domain/checkout-fields';
import { formatMoney } from '../../../../domain/money-format';
import { useMoneyFormat } from '../../../shared/money';
import { FieldError } from '../../../ui/form/field-error';
import styles from './delivery-section.module.css';

/** Where the storage terms are (a page under /s/, opened in a new tab). */
export const STORAGE_TERMS_PATH = '/s/storage-terms';

/**
 * The storage-fee acknowledgement (document 2 sections 4 and 5): present only while the rule of
 * `storageAcknowledgementRequired` holds (the delivery hook adds and removes the form value); the
 * page's resolver refuses it unticked with CHECKOUT_MESSAGES.storageFee, shown here after submit.
 */
export function StorageFeeAcknowledgement() {
  const id = useId();
  const money = useMoneyFormat();
  const { control, formState } = useFormContext();
  const { field, fieldState } = useController({ control, name: 'stockFeeAcknowledged' });
  const error = fieldState.error?.message && (formState.isSubmitted || fieldState.isTouched) ? fieldState.error.message : undefined;
  const fee = formatMoney(CHECKOUT_CONSTANTS.storageFeeCentsPerDay, money);
  return (
    <div className={styles.panel} data-testid="storage-fee">
      <p id={`${id}-rule`} className={styles.hint}>
        We store your goods free for {CHECKOUT_CONSTANTS.storageFreeDays} days from the first available delivery date, then charge {fee} a
        day. Your delivery date is later than that.{' '}
        <a href={STORAGE_TERMS_PATH} target="_blank" rel="noopener noreferrer">
          Storage terms (opens in a new tab)
        </a>
      </p>
      <label className={styles.check}>
        <input
          type="checkbox"
          ref={field.ref}
          name={field.name}
          checked={field.value === true}
          onChange={(event) => field.onChange(event.target.checked)}
          onBlur={field.onBlur}
          aria-invalid={error ? true : undefined}
          aria-describedby={[`${id}-rule`, error ? `${id}-error` : null].filter(Boolean).join(' ')}
        />
        <span>I acknowledge that my delivery date selection will incur a daily fee.</span>
      </label>
      <FieldError id={`${id}-error`} className={styles.error} message={error} />
    </div>
  );
}
