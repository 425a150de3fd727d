import { Link } from '../../ui/link';
import type { Geo } from '../../../contracts/places';
import type { StoreSummary } from '../../shared/store-summary';
import { DeliveryLocation } from '../delivery-location/delivery-location';
import { OpenTodayStatus } from '../stores/open-today-status';
import { StoreAddress } from '../stores/store-address';
import styles from './store-panel.module.css';
import { storePath } from '../../../domain/page-paths';

/**
 * Document 1 section 2.7: the visitor's store from the utility bar: image, name, the blurb
 * (address, phone, open-today status, directions), its pages, and the location picker.
 */
export function StorePanel({ store, geo }: { store: StoreSummary | null; geo: Geo | null }) {
  return (
    <div className={styles.panel}>
      {store ? (
        <div className={styles.store}>
          {store.thumbImg.src ? <img src={store.thumbImg.src} alt="" width={120} height={80} className={styles.image} /> : null}
          <div className={styles.blurb}>
            <h2 className={styles.name}>{store.name}</h2>
            <StoreAddress store={store} />
            <OpenTodayStatus openToday={store.openToday} />
            <a href={store.directionsUrl} target="_blank" rel="noopener" className={styles.directions}>
              Get Directions<span className={styles.newTab}> (opens in a new tab)</span>
            </a>
          </div>
        </div>
      ) : (
        <p className={styles.none}>Choose the store nearest to you for stock, pickup and advice.</p>
      )}
      <ul className={styles.links}>
        {store ? (
          <li>
            <Link to={storePath(store.storeUri)}>View Store Details</Link>
          </li>
        ) : null}
        {store?.virtualTourId ? (
          <li>
            <Link to={`/virtual-tour/${store.storeUri}`}>View Virtual Tour</Link>
          </li>
        ) : null}
        <li>
          <Link to="/stores">Change Store</Link>
        </li>
      </ul>
      <DeliveryLocation geo={geo} editOnly className={styles.picker} />
    </div>
  );
}
