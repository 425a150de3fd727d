import type { Store } from '../../../contracts/places';
import { formatPlaceLine } from '../../../domain/locality-format';
import { telHref } from '../../shared/tel-href';
import styles from './store-address.module.css';

type AddressFields = Pick<Store, 'address' | 'suburb' | 'state' | 'postcode' | 'country' | 'phone'>;

export function StoreAddress({ store }: { store: AddressFields }) {
  return (
    <div className={styles.block}>
      <address className={styles.address}>
        {store.address}
        <br />
        {formatPlaceLine(store)}
      </address>
      {store.phone ? (
        <p className={styles.phone}>
          Phone <a href={telHref(store.phone)}>{store.phone}</a>
        </p>
      ) : null}
    </div>
  );
}
