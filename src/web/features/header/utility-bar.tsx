import { Link } from 'react-router';
import type { Geo } from '../../../contracts/places';
import type { BrandConfig } from '../../../domain/brands';
import { Container } from '../../ui/container';
import { telHref } from '../frame/tel-href';
import styles from './utility-bar.module.css';

interface UtilityBarProps {
  brand: BrandConfig;
  geo: Geo | null;
  hideLocalitySuggestion: boolean;
}

/** The thin bar above the header: the visitor's store, delivery area and the support line. */
export function UtilityBar({ brand, geo, hideLocalitySuggestion }: UtilityBarProps) {
  const phone = brand.customerSupportNumber.phone;
  return (
    <div className={styles.bar}>
      <Container className={styles.inner}>
        <p className={styles.item} data-testid="header-store">
          Your store:{' '}
          {geo?.store ? (
            <Link to={`/stores/${geo.store.storeUri}`} className={styles.strong}>
              {geo.store.name}
            </Link>
          ) : (
            <Link to="/stores" className={styles.strong}>
              Choose a store
            </Link>
          )}
        </p>
        {!hideLocalitySuggestion && geo && geo.postcode ? (
          <p className={`${styles.item} ${styles.locality}`}>
            Delivering to {geo.city} {geo.state} {geo.postcode}
          </p>
        ) : null}
        <p className={`${styles.item} ${styles.support}`}>
          Call us{' '}
          <a href={telHref(phone)} className={styles.strong}>
            {phone}
          </a>
        </p>
      </Container>
    </div>
  );
}
