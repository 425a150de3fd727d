import { useEffect, useState, type CSSProperties } from 'react';
import { Link } from '../../ui/link';
import { timedLocalStorage } from '../../client/timed-local-storage';
import { isDarkColour } from '../../shared/readable-text';
import styles from './sale-footer-banner.module.css';
import type { SaleFooter } from '../../shared/sale-footer';

/** The footer banner flag of document 1 section 7; a dismissal lasts one day (section 9). */
export const SALE_FOOTER_DISMISSED_KEY = 'saleFooterBannerDismissed';
export const SALE_FOOTER_DISMISSAL_MINUTES = 1440;
const DEFAULT_SALE_URL = '/sale';

/**
 * The running sale's footer banner (document 1 section 2.2), linking to the sale. It is rendered
 * on the server so it shows without JavaScript; a dismissal (kept per sale, for 1440 minutes) is
 * only known to the browser, which hides the banner once it has read it.
 */
export function SaleFooterBanner({ sale }: { sale: SaleFooter }) {
  const [dismissed, setDismissed] = useState(false);
  useEffect(() => {
    setDismissed(timedLocalStorage.get<string>(SALE_FOOTER_DISMISSED_KEY) === sale.name);
  }, [sale.name]);
  if (dismissed) return null;

  const image = sale.image;
  const colour = sale.colour || undefined;
  const style = colour ? ({ '--sale-colour': colour } as CSSProperties) : undefined;
  const tone = colour && !isDarkColour(colour) ? styles.onLight : styles.onDark;
  const dismiss = () => {
    timedLocalStorage.set(SALE_FOOTER_DISMISSED_KEY, sale.name, SALE_FOOTER_DISMISSAL_MINUTES);
    setDismissed(true);
  };

  return (
    <aside className={`${styles.banner} ${tone}`} style={style} aria-label={`${sale.name} banner`} data-testid="sale-footer-banner">
      <Link to={sale.url || DEFAULT_SALE_URL} className={styles.link}>
        {image ? (
          <img
            className={styles.image}
            src={image.src}
            alt={image.attributes.alt || sale.name}
            width={Number(image.attributes.width) || undefined}
            height={Number(image.attributes.height) || undefined}
            loading="lazy"
          />
        ) : null}
        <span className={image ? styles.textSmall : styles.text}>
          <strong>{sale.name}</strong> <span className={styles.cta}>Shop the sale</span>
        </span>
      </Link>
      <button type="button" className={styles.dismiss} onClick={dismiss} aria-label={`Dismiss the ${sale.name} banner`}>
        <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
          <path d="M3 3l10 10M13 3L3 13" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
    </aside>
  );
}
