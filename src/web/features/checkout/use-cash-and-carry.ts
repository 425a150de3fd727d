import { useRef } from 'react';
import { useFormContext } from 'react-hook-form';
import type { CheckoutView } from '../../../contracts/checkout';
import type { CheckoutAddressValues, CheckoutFormValues } from './checkout-form-schema';

type Kept = Pick<CheckoutFormValues, 'email' | 'phoneNumber' | 'deliveryAddress'>;

/**
 * Cash and carry (document 2 section 4): ticking fills the contact and the address from the store
 * (the page shows them locked) and no delivery date is needed; unticking gives back what was there.
 */
export function useCashAndCarry(store: CheckoutView['store']) {
  const { getValues, setValue } = useFormContext<CheckoutFormValues>();
  const kept = useRef<Kept | null>(null);
  const set = <K extends keyof Kept>(name: K, value: Kept[K]) =>
    setValue(name, value as never, { shouldValidate: true, shouldDirty: true });

  return function cashAndCarryChanged(checked: boolean) {
    if (!store) return;
    if (checked) {
      const { email, phoneNumber, deliveryAddress } = getValues();
      kept.current = { email, phoneNumber, deliveryAddress };
      const address: CheckoutAddressValues = {
        ...deliveryAddress,
        address: store.address,
        suburb: store.suburb,
        state: store.state ?? '',
        postcode: store.postcode,
      };
      set('email', store.email);
      set('phoneNumber', store.phone);
      set('deliveryAddress', address);
      setValue('deliveryDate', null);
      return;
    }
    if (kept.current) {
      set('email', kept.current.email);
      set('phoneNumber', kept.current.phoneNumber);
      set('deliveryAddress', kept.current.deliveryAddress);
      kept.current = null;
    }
  };
}
