import type { Geo } from '../../../contracts/places';
import type { StoreSummary } from '../../shared/store-summary';
import type { BrandConfig } from '../../../domain/brands';
import { Container } from '../../ui/container';
import { DeliveryLocation } from '../delivery-location/delivery-location';
import { telHref } from '../../shared/tel-href';
import { useHeaderNav } from '../navigation/header-nav-context';
import { HeaderPopover } from './header-popover';
import { StorePanel } from './store-panel';
import styles from './utility-bar.module.css';

interface UtilityBarProps {
  brand: BrandConfig;
  geo: Geo | null;
  store: StoreSummary | null;
  hideLocalitySuggestion: boolean;
}

const STORE_PANEL_ID = 'header-store-panel';

/** The thin bar above the header: the visitor's store (with its panel), delivery location and the support line. */
export function UtilityBar({ brand, geo, store, hideLocalitySuggestion }: UtilityBarProps) {
  const { state, dispatch } = useHeaderNav();
  const phone = brand.customerSupportNumber.phone;
  const storeName = store?.name ?? geo?.store?.name ?? null;
  return (
    <div className={styles.bar}>
      <Container className={styles.inner}>
        <p className={styles.item} data-testid="header-store">
          Your store:{' '}
          <button
            type="button"
            className={styles.storeButton}
            aria-expanded={state.open && state.view === 'store'}
            aria-controls={STORE_PANEL_ID}
            onClick={() => dispatch({ type: 'toggleView', view: 'store' })}
          >
            <span className={styles.strong}>{storeName ?? 'Choose a store'}</span>
            <svg viewBox="0 0 12 12" width="10" height="10" aria-hidden="true" focusable="false" className={styles.chevron}>
              <path d="M2 4l4 4 4-4" stroke="currentColor" strokeWidth="2" fill="none" strokeLinecap="round" />
            </svg>
          </button>
        </p>
        {hideLocalitySuggestion ? null : <DeliveryLocation geo={geo} variant="bar" className={styles.locality} />}
        <p className={`${styles.item} ${styles.support}`}>
          Call us{' '}
          <a href={telHref(phone)} className={styles.strong}>
            {phone}
          </a>
        </p>
        <HeaderPopover view="store" id={STORE_PANEL_ID} label="Your store" className={styles.storePanel}>
          <StorePanel store={store} geo={geo} />
        </HeaderPopover>
      </Container>
    </div>
  );
}
