import { useId } from 'react';
import { useFormContext } from 'react-hook-form';
import { useShownError } from '../../../ui/form/use-shown-error';
import { FieldError } from '../../../ui/form/field-error';
import type { PaymentFormValues } from './payment-fields';
import styles from './payment.module.css';

/**
 * The Miele brand warning (document 2 section 2, item 10; `brandsWarnings.mieleWarning`): shown and
 * required only when the cart holds a Miele item. Its rule is in paymentFieldIssues.
 *
 *   <MieleWarning shown={cart.products.some((p) => p.brand.trim().toLowerCase() === 'miele')} />
 */
export function MieleWarning({ shown }: { shown: boolean }) {
  const id = useId();
  const { control } = useFormContext<PaymentFormValues>();
  const { field, error } = useShownError(control, 'brandsWarnings.mieleWarning');
  if (!shown) return null;
  return (
    <div className={styles.warning} role="group" aria-labelledby={`${id}-title`}>
      <p id={`${id}-title`} className={styles.warningTitle}>
        Miele delivery and installation
      </p>
      <p id={`${id}-text`}>
        Miele appliances are delivered and installed by Miele&apos;s own team. Miele will contact you to confirm the delivery time, and
        their address labels hold at most 35 characters for the street address and company name.
      </p>
      <label className={styles.check}>
        <input
          type="checkbox"
          ref={field.ref}
          name={field.name}
          checked={Boolean(field.value)}
          onBlur={field.onBlur}
          onChange={field.onChange}
          aria-required="true"
          aria-invalid={error ? true : undefined}
          aria-describedby={[`${id}-text`, error ? `${id}-error` : null].filter(Boolean).join(' ')}
        />
        <span>I have read the Miele delivery and installation conditions and agree to Miele arranging my delivery.</span>
      </label>
      <FieldError id={`${id}-error`} className={styles.fieldError} message={error} />
    </div>
  );
}
