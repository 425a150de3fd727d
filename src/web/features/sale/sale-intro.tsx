import type { SaleResponse } from '../../../contracts/content';
import styles from './sale-intro.module.css';

/** Below the layout breakpoint (767 px) the sale's mobile banner is shown instead of the wide one. */
const MOBILE_BANNER_MEDIA = '(max-width: 767px)';

/**
 * The top of the sale page (page type `sale`): the sale's own banners (a wide one, and a short one
 * on phones, as the sale's images supply them) and when the sale ends.
 */
export function SaleIntro({ sale, locale, timeZone }: { sale: SaleResponse; locale: string; timeZone: string }) {
  const wide = sale.images.homePageBanner;
  const mobile = sale.images.siteWideHeaderMobile;
  const ends = sale.time ? new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', timeZone }).format(new Date(sale.time)) : null;
  return (
    <div className={styles.intro}>
      {wide ? (
        <picture>
          {mobile ? (
            <source
              media={MOBILE_BANNER_MEDIA}
              srcSet={mobile.src}
              width={Number(mobile.attributes.width) || undefined}
              height={Number(mobile.attributes.height) || undefined}
            />
          ) : null}
          <img
            className={styles.banner}
            src={wide.src}
            alt={wide.attributes.alt ?? sale.name}
            width={Number(wide.attributes.width) || undefined}
            height={Number(wide.attributes.height) || undefined}
            data-testid="sale-banner"
          />
        </picture>
      ) : null}
      {ends ? <p className={styles.ends}>Sale ends {ends}</p> : null}
    </div>
  );
}
