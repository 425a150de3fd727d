import { useEffect, useId, useRef } from 'react';
import { useNavigate } from 'react-router';
import type { BrandConfig } from '../../../domain/brands';
import { canCompareSelected, COMPARE_LIMIT, comparePageUrl, truncateTitle, type CompareProduct } from '../../../domain/compare-list';
import { dollarsToCents } from '../../../domain/money';
import { formatPrice } from '../../../domain/price-display';
import { trackEvent } from '../analytics/track-event';
import { useBottomBarHeight } from '../../ui/use-bottom-bar-height';
import { compareTray, removeFromCompare, type CompareState } from './compare-store';
import styles from './compare-tray.module.css';

function trayPrice(product: CompareProduct, brand: BrandConfig): string {
  // The server withheld the price from this visitor (the commercial flavour before sign-in).
  if (product.pricesWithheld) return 'LOG IN for Price';
  return product.price === null ? 'Request Price' : formatPrice(dollarsToCents(product.price), brand);
}

/** The tray itself; loaded by CompareDock only once there is something to show. */
export function CompareTray({ compare, brand }: { compare: CompareState; brand: BrandConfig }) {
  const navigate = useNavigate();
  const slotsId = useId();
  const trayRef = useRef<HTMLElement>(null);
  const pinRef = useRef<HTMLButtonElement>(null);
  const hideRef = useRef<HTMLButtonElement>(null);
  // After the shopper's own expand, hide or remove, focus goes to the control that replaced the one pressed.
  const refocus = useRef<'pin' | 'hide' | null>(null);
  const { products, tray } = compare;
  const expanded = tray === 'expanded';
  const count = products.length;
  // The frame keeps room for the tray and other fixed controls (back to top) sit above it.
  useBottomBarHeight(trayRef, true);

  useEffect(() => {
    const target = refocus.current === 'pin' ? pinRef.current : refocus.current === 'hide' ? hideRef.current : null;
    refocus.current = null;
    target?.focus();
  }, [tray, count]);

  const slots = Array.from({ length: COMPARE_LIMIT }, (_, i) => products[i] ?? null);
  return (
    // Expanding blocks the chat widget (document 3 section 4, blocker "compare").
    <section
      ref={trayRef}
      className={[styles.tray, expanded ? styles.expanded : ''].join(' ')}
      aria-label="Compare products"
      data-state={tray}
      data-blocks-chat={expanded ? 'compare' : undefined}
    >
      {!expanded ? (
        <button
          ref={pinRef}
          type="button"
          className={styles.pin}
          aria-expanded="false"
          onClick={() => {
            refocus.current = 'hide';
            compareTray.pin();
          }}
        >
          <span className={styles.thumbs} aria-hidden="true">
            {products.map((p) => (p.productImage ? <img key={p.productSKU} src={p.productImage} alt="" width={40} height={40} /> : null))}
          </span>
          <span className={styles.desktopLabel}>
            COMPARE {count} {count === 1 ? 'ITEM' : 'ITEMS'}
          </span>
          <span className={styles.mobileLabel}>
            COMPARE <span className={styles.count}>{count}</span>
          </span>
          <span className={styles.chevron} aria-hidden="true">
            ▴
          </span>
        </button>
      ) : (
        <div className={styles.inner}>
          <div className={styles.head}>
            <p className={styles.heading}>
              Compare products{' '}
              <span className={styles.selected}>
                ({count} of {COMPARE_LIMIT} selected)
              </span>
            </p>
            <button
              ref={hideRef}
              type="button"
              className={styles.hide}
              aria-expanded="true"
              aria-controls={slotsId}
              onClick={() => {
                refocus.current = 'pin';
                compareTray.hide();
              }}
            >
              Hide <span aria-hidden="true">▾</span>
            </button>
          </div>
          {compare.error ? (
            <p role="alert" className={styles.error}>
              {compare.error}{' '}
              <button type="button" className={styles.dismiss} onClick={compareTray.dismissError}>
                Dismiss
              </button>
            </p>
          ) : null}
          <ol id={slotsId} className={styles.slots}>
            {slots.map((product, i) =>
              product ? (
                <li key={product.productSKU} className={styles.slot}>
                  <span className={styles.slotImage}>
                    {product.productImage ? <img src={product.productImage} alt="" width={64} height={64} /> : null}
                  </span>
                  <span className={styles.slotText}>
                    <span className={styles.slotTitle} title={product.productName}>
                      {truncateTitle(product.productName)}
                    </span>
                    <span className={styles.slotPrice}>{trayPrice(product, brand)}</span>
                  </span>
                  <button
                    type="button"
                    className={styles.remove}
                    aria-label={`Remove ${product.productName} from compare`}
                    onClick={() => {
                      refocus.current = count > 1 ? 'hide' : null;
                      removeFromCompare(product.productSKU);
                    }}
                  >
                    <span aria-hidden="true">×</span>
                  </button>
                </li>
              ) : (
                <li key={`empty-${i}`} className={[styles.slot, styles.empty].join(' ')}>
                  <span className={styles.emptyTitle}>No product selected</span>
                  <span className={styles.hint}>Add another product by ticking &apos;Add to Compare&apos; above</span>
                </li>
              ),
            )}
          </ol>
          <button
            type="button"
            className={styles.compare}
            disabled={!canCompareSelected(products)}
            onClick={() => {
              const skus = products.map((p) => p.productSKU);
              // Compare clicks are measured (document 1 section 7); the beacon outlives the navigation.
              trackEvent({
                name: 'compare_click',
                category: 'compare',
                action: 'Compare Selected',
                label: skus.join(','),
                data: { skus: skus.join(',') },
              });
              navigate(comparePageUrl(skus));
            }}
          >
            Compare Selected
          </button>
        </div>
      )}
    </section>
  );
}
