import { useId, type FormEvent, type InputHTMLAttributes, type ReactNode } from 'react';
import { useFormContext } from 'react-hook-form';
import { useShownError } from '../../../ui/form/use-shown-error';
import { FieldError } from '../../../ui/form/field-error';
import type { PaymentFormValues } from './payment-fields';
import styles from './payment.module.css';

/** The card's inputs and Zip in store's store code. */
type CardFieldName = `cardDetails.${keyof PaymentFormValues['cardDetails']}` | 'devicePaymentCode';

interface CardFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'value' | 'onChange' | 'onBlur' | 'id'> {
  name: CardFieldName;
  label: string;
  /** Rewrites what was typed or pasted (spacing, full-width digits); `deleting` is true on backspace or delete. */
  format?: (value: string, deleting: boolean) => string;
  /** Shown inside the field's end: the card logo, the security code's help button. */
  adornment?: ReactNode;
}

/**
 * One card input of the payment form: labelled, formatted as it is typed, its error shown by the
 * spec's rule and tied to the input for screen readers. The values never leave the form in the clear.
 */
export function CardField({ name, label, format, adornment, ...input }: CardFieldProps) {
  const id = useId();
  const { control } = useFormContext<PaymentFormValues>();
  const { field, error } = useShownError(control, name);
  const onChange = (event: FormEvent<HTMLInputElement>) => {
    const raw = event.currentTarget.value;
    const deleting = ((event.nativeEvent as InputEvent).inputType ?? '').startsWith('delete');
    field.onChange({ target: { value: format ? format(raw, deleting) : raw } });
  };
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <div className={styles.inputBox} data-adorned={adornment ? true : undefined}>
        <input
          {...input}
          ref={field.ref}
          name={field.name}
          onBlur={field.onBlur}
          disabled={field.disabled}
          value={String(field.value ?? '')}
          onChange={onChange}
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        {adornment}
      </div>
      <FieldError id={`${id}-error`} className={styles.fieldError} message={error} />
    </div>
  );
}
