import { useId } from 'react';
import { useFormContext } from 'react-hook-form';
import { instructionsLeft } from '../../../../domain/checkout-address';
import { CHECKOUT_LIMITS } from '../../../../domain/checkout-fields';
import { useShownError } from '../../../ui/form/use-shown-error';
import { FieldError } from '../../../ui/form/field-error';
import styles from './address-fields.module.css';

/**
 * Delivery instructions (document 2 section 5): optional, at most 150 characters, with a live
 * counter. Longer text is kept so the shopper can trim it; the spec's message then explains why.
 */
export function DeliveryInstructionsField({ disabled }: { disabled?: boolean }) {
  const id = useId();
  const { control } = useFormContext();
  const { field, error } = useShownError(control, 'deliveryAddress.deliveryInstructions');
  const text = String(field.value ?? '');
  const left = instructionsLeft(text);
  return (
    <div className={styles.field}>
      <label htmlFor={id}>Delivery Instructions (optional)</label>
      <textarea
        {...field}
        id={id}
        value={text}
        rows={3}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={[`${id}-counter`, error ? `${id}-error` : null].filter(Boolean).join(' ')}
      />
      {/* Polite and atomic: a screen reader hears the count after a pause in typing, not every keystroke. */}
      <p id={`${id}-counter`} className={styles.counter} aria-live="polite" aria-atomic="true">
        {left >= 0 ? `${left} of ${CHECKOUT_LIMITS.deliveryInstructions} characters left` : `${-left} characters over the limit`}
      </p>
      <FieldError id={`${id}-error`} className={styles.error} message={error} />
    </div>
  );
}
