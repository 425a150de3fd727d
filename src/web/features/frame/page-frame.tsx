import type { ReactNode } from 'react';
import { BRANDS } from '../../../domain/brands';
import type { RouteEntry } from '../../route-types';
import { AlertBannerBar } from '../alert-banner/alert-banner';
import { CompareDock } from '../compare/compare-tray';
import { SiteFooter } from '../footer/site-footer';
import { CheckoutHeader } from '../header/checkout-header';
import { SiteHeader } from '../header/site-header';
import styles from './page-frame.module.css';
import type { RootData } from './root-data';

export const MAIN_CONTENT_ID = 'main-content';

interface PageFrameProps {
  rootData: RootData | undefined;
  entry: RouteEntry | undefined;
  children: ReactNode;
}

/**
 * The page shell of every route: skip link, alert banner, header, main region and footer.
 * Checkout gets the simplified header and reduced footer; virtual tours show no footer.
 */
export function PageFrame({ rootData, entry, children }: PageFrameProps) {
  // Without root data (the root loader itself failed) the frame still renders with the default flavour.
  const brand = rootData?.brand ?? BRANDS.wa;
  const pageType = entry?.pageType ?? 'generic';
  const isCheckout = pageType === 'checkout';
  const footer = pageType === 'virtualTour' ? 'none' : isCheckout ? 'reduced' : 'full';
  return (
    <div className={styles.frame} data-layout={entry?.layout ?? 'default'}>
      <a className={styles.skipLink} href={`#${MAIN_CONTENT_ID}`}>
        Skip to content
      </a>
      {!isCheckout && rootData?.alertBanner ? <AlertBannerBar banner={rootData.alertBanner} /> : null}
      {isCheckout ? (
        <CheckoutHeader brand={brand} />
      ) : (
        <SiteHeader
          brand={brand}
          navbar={rootData?.navbar ?? null}
          geo={rootData?.geo ?? null}
          hideLocalitySuggestion={entry?.hideLocalitySuggestionInHeader ?? false}
        />
      )}
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className={styles.main} data-page-type={pageType}>
        {children}
      </main>
      {footer === 'none' ? null : <SiteFooter brand={brand} navbar={rootData?.navbar ?? null} reduced={footer === 'reduced'} />}
      <CompareDock pageType={pageType} layout={entry?.layout ?? 'default'} />
    </div>
  );
}
