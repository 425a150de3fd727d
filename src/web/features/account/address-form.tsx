import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { addressSaveSchema, type SavedAddress } from '../../../contracts/account';
import type { CountryCode } from '../../../domain/brands';
import { ADDRESS_LIMITS, AUSTRALIAN_STATES, checkAddress } from '../../../domain/customer-address';
import { displayPhone } from '../../../domain/phone-number';
import { browserApi } from '../../client/browser-api';
import { useApiMutation } from '../../client/use-api-mutation';
import { Button } from '../../ui/button';
import { SelectField } from '../../ui/form/select-field';
import { TextField } from '../../ui/form/text-field';
import { accountKeys, failureText } from './account-queries';
import styles from './account.module.css';

/** The address body checked with the same country rules the server applies (document 3 section 5). */
function addressFormSchema(country: CountryCode) {
  return addressSaveSchema.superRefine((fields, context) => {
    const errors = checkAddress({ ...fields, companyName: fields.companyName ?? '', state: fields.state ? fields.state : null }, country);
    for (const [path, message] of Object.entries(errors)) context.addIssue({ code: 'custom', path: [path], message });
  });
}
type AddressFields = z.input<ReturnType<typeof addressFormSchema>>;
type Address = z.output<ReturnType<typeof addressFormSchema>>;

const STATE_OPTIONS = [{ value: '', label: 'Choose a state' }, ...AUSTRALIAN_STATES.map((state) => ({ value: state, label: state }))];

interface AddressFormProps {
  country: CountryCode;
  /** The address being changed; a new one when absent. */
  editing?: SavedAddress;
  onDone(message: string): void;
  onCancel(): void;
}

/** Adds or changes a saved address. New Zealand addresses have no state and read '{suburb} {postcode}'. */
export function AddressForm({ country, editing, onDone, onCancel }: AddressFormProps) {
  const id = useId();
  const { control, handleSubmit } = useForm<AddressFields, unknown, Address>({
    resolver: zodResolver(addressFormSchema(country)),
    mode: 'all',
    defaultValues: {
      id: editing?.id,
      firstName: editing?.firstName ?? '',
      lastName: editing?.lastName ?? '',
      companyName: editing?.companyName ?? '',
      address: editing?.address ?? '',
      suburb: editing?.suburb ?? '',
      state: country === 'NZ' ? null : (editing?.state ?? ''),
      postcode: editing?.postcode ?? '',
      phone: editing ? displayPhone(editing.phone, country) : '',
    },
  });
  const save = useApiMutation({
    call: (address: Address, idempotencyKey) => browserApi.post('/api/account/order/addresses/save', { body: address, idempotencyKey }),
    invalidates: [accountKeys.addresses],
    onSuccess: () => onDone(editing ? 'Address updated.' : 'Address added.'),
  });
  const field = { className: styles.field, errorClassName: styles.fieldError };
  const title = editing ? 'Edit address' : 'Add an address';

  return (
    <form noValidate onSubmit={handleSubmit((address) => save.submit(address))} className={styles.form} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className={styles.formTitle}>
        {title}
      </h3>
      <div className={styles.fieldRow}>
        <TextField
          control={control}
          name="firstName"
          label="First name"
          autoComplete="given-name"
          maxLength={ADDRESS_LIMITS.firstName}
          {...field}
        />
        <TextField
          control={control}
          name="lastName"
          label="Last name"
          autoComplete="family-name"
          maxLength={ADDRESS_LIMITS.lastName}
          {...field}
        />
      </div>
      <TextField
        control={control}
        name="companyName"
        label="Company (optional)"
        autoComplete="organization"
        maxLength={ADDRESS_LIMITS.companyName}
        {...field}
      />
      <TextField
        control={control}
        name="address"
        label="Street address"
        autoComplete="address-line1"
        maxLength={ADDRESS_LIMITS.address}
        {...field}
      />
      <div className={styles.fieldRow}>
        <TextField
          control={control}
          name="suburb"
          label="Suburb"
          autoComplete="address-level2"
          maxLength={ADDRESS_LIMITS.suburb}
          {...field}
        />
        {country === 'AU' ? (
          <SelectField control={control} name="state" label="State" autoComplete="address-level1" options={STATE_OPTIONS} {...field} />
        ) : null}
        <TextField
          control={control}
          name="postcode"
          label="Postcode"
          autoComplete="postal-code"
          inputMode="numeric"
          maxLength={ADDRESS_LIMITS.postcode}
          {...field}
        />
      </div>
      <TextField control={control} name="phone" label="Mobile number" type="tel" autoComplete="tel" maxLength={20} {...field} />
      <div className={styles.actions}>
        <Button type="submit" colour="primary" size="medium" aria-disabled={save.isPending || undefined}>
          {save.isPending ? 'Saving…' : 'Save address'}
        </Button>
        <Button type="button" colour="tertiary" size="medium" onClick={onCancel}>
          Cancel
        </Button>
      </div>
      {save.error ? (
        <p role="alert" className={styles.formError}>
          {failureText(save.error)}
        </p>
      ) : null}
    </form>
  );
}
