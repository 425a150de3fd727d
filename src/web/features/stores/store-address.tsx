import type { Store } from '../../../contracts/places';
import { telHref } from '../../shared/tel-href';
import styles from './store-address.module.css';

type AddressFields = Pick<Store, 'address' | 'suburb' | 'state' | 'postcode' | 'phone'>;

export function StoreAddress({ store }: { store: AddressFields }) {
  return (
    <div className={styles.block}>
      <address className={styles.address}>
        {store.address}
        <br />
        {store.suburb} {store.state} {store.postcode}
      </address>
      {store.phone ? (
        <p className={styles.phone}>
          Phone <a href={telHref(store.phone)}>{store.phone}</a>
        </p>
      ) : null}
    </div>
  );
}
