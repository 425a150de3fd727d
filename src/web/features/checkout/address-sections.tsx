import { useId } from 'react';
import { useFormContext } from 'react-hook-form';
import type { AddressCountry } from '../../../domain/checkout-address';
import { CHECKOUT_LIMITS } from '../../../domain/checkout-fields';
import { CheckField } from '../../ui/form/check-field';
import { TextField } from '../../ui/form/text-field';
import { AddressFields, type AddressFieldName, type ChosenLocality } from './address/address-fields';
import type { CheckoutAddressValues, CheckoutFormValues } from './checkout-form-schema';
import styles from './checkout.module.css';

interface DeliveryAddressSectionProps {
  country: AddressCountry;
  hasMiele: boolean;
  showDeliveryInstructions: boolean;
  /** Cash and carry: the store's address is used and cannot be changed. */
  lockedFields: readonly AddressFieldName[];
  onLocalityChosen(locality: ChosenLocality): void;
  onLocalityFailed(message: string): void;
}

/** Section 2: the delivery address, then the optional purchase order number. */
export function DeliveryAddressSection(props: DeliveryAddressSectionProps) {
  const id = useId();
  const { control } = useFormContext<CheckoutFormValues>();
  return (
    <section className={styles.section} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.sectionTitle}>
        Delivery address
      </h2>
      <AddressFields
        kind="delivery"
        country={props.country}
        hasMiele={props.hasMiele}
        showDeliveryInstructions={props.showDeliveryInstructions}
        lockedFields={props.lockedFields}
        onLocalityChosen={props.onLocalityChosen}
        onLocalityFailed={props.onLocalityFailed}
      />
      <TextField
        control={control}
        name="poNumber"
        label="PO number (optional)"
        maxLength={CHECKOUT_LIMITS.poNumber}
        className={styles.field}
        errorClassName={styles.fieldError}
      />
    </section>
  );
}

interface BillingSectionProps {
  country: AddressCountry;
  hasMiele: boolean;
  lockedFields: readonly AddressFieldName[];
  /** The billing address offered when the shopper turns same-as-shipping off. */
  billingWhenDifferent(): CheckoutAddressValues;
}

/** Section 3: same as shipping by default; while it is, the billing address is null and not shown. */
export function BillingSection({ country, hasMiele, lockedFields, billingWhenDifferent }: BillingSectionProps) {
  const id = useId();
  const { control, setValue, watch } = useFormContext<CheckoutFormValues>();
  const same = watch('sameAsShipping');
  return (
    <section className={styles.section} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.sectionTitle}>
        Billing address
      </h2>
      <CheckField
        control={control}
        name="sameAsShipping"
        label="Same as delivery address"
        className={styles.check}
        onChecked={(checked) => setValue('billingAddress', checked ? null : billingWhenDifferent(), { shouldValidate: false })}
      />
      {same ? null : <AddressFields kind="billing" country={country} hasMiele={hasMiele} lockedFields={lockedFields} />}
    </section>
  );
}
