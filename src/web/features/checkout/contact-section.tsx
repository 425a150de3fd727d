import { useId } from 'react';
import { useFormContext } from 'react-hook-form';
import { CHECKOUT_LIMITS } from '../../../domain/checkout-fields';
import { CheckField } from '../../ui/form/check-field';
import { TextField } from '../../ui/form/text-field';
import type { CheckoutFormValues } from './checkout-form-schema';
import type { LockedFields } from './checkout-defaults';
import styles from './checkout.module.css';

interface ContactSectionProps {
  locked: LockedFields;
  /** Cash and carry: the store's contact is used and cannot be changed. */
  fromStore: boolean;
}

/** Section 1: e-mail, phone and the newsletter opt-in (on by default). */
export function ContactSection({ locked, fromStore }: ContactSectionProps) {
  const id = useId();
  const { control } = useFormContext<CheckoutFormValues>();
  const field = { className: styles.field, errorClassName: styles.fieldError };
  return (
    <section className={styles.section} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.sectionTitle}>
        Contact details
      </h2>
      <div className={styles.fieldRow}>
        <TextField
          control={control}
          name="email"
          label="Email"
          type="email"
          autoComplete="email"
          maxLength={CHECKOUT_LIMITS.emailMax}
          disabled={locked.email || fromStore}
          {...field}
        />
        <TextField
          control={control}
          name="phoneNumber"
          label="Phone number"
          type="tel"
          autoComplete="tel"
          maxLength={CHECKOUT_LIMITS.phoneMax}
          disabled={locked.phone || fromStore}
          {...field}
        />
      </div>
      <CheckField control={control} name="newsletter" label="Keep me up to date with offers and news by email" className={styles.check} />
    </section>
  );
}
