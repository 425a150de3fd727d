import { Link } from '../../ui/link';
import type { Store } from '../../../contracts/places';
import { Button } from '../../ui/button';
import { ServerMarkup } from '../../ui/server-markup';
import { VisuallyHidden } from '../../ui/visually-hidden';
import { OpenTodayStatus } from './open-today-status';
import { StoreAddress } from './store-address';
import styles from './store-card.module.css';
import { storePath } from '../../../domain/page-paths';

type CardStore = Pick<
  Store,
  | 'id'
  | 'name'
  | 'storeUri'
  | 'address'
  | 'suburb'
  | 'state'
  | 'postcode'
  | 'country'
  | 'phone'
  | 'openToday'
  | 'virtualTourId'
  | 'thumbImg'
>;

/**
 * One store in a grid: picture, name, address, phone, today's hours and the next steps. Links and
 * text only: kept as the server wrote it (ADR 0040, 0041), drawn from exactly the values listed.
 */
export function StoreCard({ store, headingLevel = 3 }: { store: CardStore; headingLevel?: 2 | 3 }) {
  const Title = `h${headingLevel}` as const;
  return (
    <ServerMarkup
      as="article"
      className={styles.card}
      aria-labelledby={`store-${store.id}-name`}
      fragment="store-card"
      drawnFrom={[
        store.id,
        store.name,
        store.storeUri,
        store.address,
        store.suburb,
        store.state,
        store.postcode,
        store.country,
        store.phone,
        store.openToday.kind,
        store.openToday.text,
        store.virtualTourId,
        store.thumbImg.src,
        headingLevel,
      ]}
    >
      {store.thumbImg.src ? (
        <img className={styles.image} src={store.thumbImg.src} alt="" loading="lazy" width={480} height={270} />
      ) : (
        <div className={styles.image} aria-hidden="true" />
      )}
      <div className={styles.body}>
        <Title id={`store-${store.id}-name`} className={styles.name}>
          <Link to={storePath(store.storeUri)}>{store.name}</Link>
        </Title>
        <OpenTodayStatus openToday={store.openToday} />
        <StoreAddress store={store} />
        <div className={styles.actions}>
          <Button href={storePath(store.storeUri)} size="small">
            View Store Details<VisuallyHidden> for {store.name}</VisuallyHidden>
          </Button>
          {store.virtualTourId ? (
            <Button href={`/virtual-tour/${store.storeUri}`} size="small" colour="tertiary">
              View Virtual Tour<VisuallyHidden> of {store.name}</VisuallyHidden>
            </Button>
          ) : null}
        </div>
      </div>
    </ServerMarkup>
  );
}
