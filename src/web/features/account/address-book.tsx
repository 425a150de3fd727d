import { useQuery } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import type { SavedAddress, SavedAddressList } from '../../../contracts/account';
import type { CountryCode } from '../../../domain/brands';
import { addressLines } from '../../../domain/customer-address';
import { displayPhone } from '../../../domain/phone-number';
import { browserApi } from '../../client/browser-api';
import { useApiMutation } from '../../client/use-api-mutation';
import { Button } from '../../ui/button';
import { Heading } from '../../ui/heading';
import { AddressForm } from './address-form';
import { accountKeys, accountReads, failureText } from './account-queries';
import styles from './account.module.css';

type Editing = { mode: 'closed' } | { mode: 'add' } | { mode: 'edit'; address: SavedAddress };

/** The saved addresses: listed in the country's format, each editable and deletable, and a new one added. */
export function AddressBook({ country, initial }: { country: CountryCode; initial: SavedAddressList | null }) {
  const id = useId();
  const [editing, setEditing] = useState<Editing>({ mode: 'closed' });
  const [notice, setNotice] = useState('');
  const addArea = useRef<HTMLDivElement>(null);
  const focusAdd = () => addArea.current?.querySelector('button')?.focus();
  const addresses = useQuery({ queryKey: accountKeys.addresses, queryFn: accountReads.addresses, initialData: initial ?? undefined });
  const remove = useApiMutation({
    call: (address: SavedAddress) => browserApi.delete('/api/account/order/addresses/{id}', { params: { id: address.id } }),
    invalidates: [accountKeys.addresses],
    onSuccess: () => {
      setNotice('Address deleted.');
      focusAdd();
    },
  });
  const close = (message: string) => {
    setEditing({ mode: 'closed' });
    setNotice(message);
    // Back to where the shopper started, so keyboard users are not dropped at the top of the page.
    requestAnimationFrame(focusAdd);
  };

  const list = addresses.data?.addresses ?? [];
  return (
    <section aria-labelledby={`${id}-heading`} className={styles.section} id="addresses">
      <Heading level={2} look={3} id={`${id}-heading`}>
        Saved addresses
      </Heading>
      <p role="status" className={styles.success}>
        {notice}
      </p>
      {addresses.isPending ? <p>Loading your addresses…</p> : null}
      {addresses.isError ? <p role="alert">We could not load your addresses. Please try again.</p> : null}
      {addresses.data && list.length === 0 ? <p>You have no saved addresses yet.</p> : null}
      {list.length > 0 ? (
        <ul className={styles.addressList}>
          {list.map((address) => {
            const lines = addressLines({ ...address, phone: '' }, address.country);
            return (
              <li key={address.id} className={styles.addressCard}>
                <address className={styles.address}>
                  {lines.map((line) => (
                    <span key={line}>{line}</span>
                  ))}
                  <span>{displayPhone(address.phone, address.country)}</span>
                </address>
                <div className={styles.actions}>
                  <Button
                    type="button"
                    colour="secondary"
                    size="small"
                    onClick={() => setEditing({ mode: 'edit', address })}
                    aria-label={`Edit address ${address.address}`}
                  >
                    Edit
                  </Button>
                  <Button
                    type="button"
                    colour="tertiary"
                    size="small"
                    onClick={() => remove.submit(address)}
                    aria-disabled={remove.isPending || undefined}
                    aria-label={`Delete address ${address.address}`}
                  >
                    Delete
                  </Button>
                </div>
              </li>
            );
          })}
        </ul>
      ) : null}
      {remove.error ? (
        <p role="alert" className={styles.formError}>
          {failureText(remove.error)}
        </p>
      ) : null}
      <div ref={addArea}>
        {editing.mode === 'closed' ? (
          <Button
            type="button"
            colour="primary"
            size="medium"
            onClick={() => {
              setNotice('');
              setEditing({ mode: 'add' });
            }}
          >
            Add an address
          </Button>
        ) : (
          <AddressForm
            key={editing.mode === 'edit' ? editing.address.id : 'new'}
            country={country}
            editing={editing.mode === 'edit' ? editing.address : undefined}
            onDone={close}
            onCancel={() => close('')}
          />
        )}
      </div>
    </section>
  );
}
