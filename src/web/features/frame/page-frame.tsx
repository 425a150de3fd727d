import type { ReactNode } from 'react';
import { isAutoTrackingEnabled } from '../../route-table';
import type { RouteEntry } from '../../route-types';
import { AlertBannerSlot } from '../alert-banner/alert-banner-slot';
import { PageTracker } from '../analytics/page-tracker';
import { BackToTop } from '../back-to-top/back-to-top';
import { ChatWidget } from '../chat/chat-widget';
import { CompareDock } from '../compare/compare-dock';
import { SiteFooter } from '../footer/site-footer';
import { CheckoutHeader } from '../header/checkout-header';
import { SiteHeader } from '../header/site-header';
import { MessageBanner } from '../messages/message-banner';
import { NewsletterGate } from '../newsletter/newsletter-gate';
import { SaleFooterBanner } from '../sale/sale-footer-banner';
import { SessionRuntime } from '../session/session-runtime';
import { signedInFirstName } from '../session/signed-in-account';
import { ScreenOnly } from '../../ui/screen-only';
import styles from './page-frame.module.css';
import type { RootData } from '../../shared/root-data';

export const MAIN_CONTENT_ID = 'main-content';

interface PageFrameProps {
  rootData: RootData | undefined;
  entry: RouteEntry | undefined;
  children: ReactNode;
}

/**
 * The page shell of every route: skip link, alert banner, header, main region, sale banner and
 * footer, then the shell widgets (messages, back to top, newsletter popup, page tracking); what is
 * for the screen only is left off a printed page.
 * Checkout gets the simplified header and reduced footer; virtual tours show no footer.
 */
export function PageFrame({ rootData, entry, children }: PageFrameProps) {
  const pageType = entry?.pageType ?? 'generic';
  const main = (
    <main id={MAIN_CONTENT_ID} tabIndex={-1} className={styles.main} data-page-type={pageType}>
      {children}
    </main>
  );
  // Root data is missing only when the root loader itself threw (it catches every call it makes).
  // No flavour is known then, so the page shows its content without a frame rather than another
  // flavour's; a default brand here also put all eight flavours' settings in every page's JavaScript.
  if (!rootData) return <div className={styles.frame}>{main}</div>;
  const brand = rootData.brand;
  const isCheckout = pageType === 'checkout';
  const footer = pageType === 'virtualTour' ? 'none' : isCheckout ? 'reduced' : 'full';
  return (
    <div className={styles.frame} data-layout={entry?.layout ?? 'default'}>
      <a className={styles.skipLink} href={`#${MAIN_CONTENT_ID}`}>
        Skip to content
      </a>
      {isCheckout ? null : (
        <ScreenOnly>
          <AlertBannerSlot fromServer={rootData.alertBanner ?? null} />
        </ScreenOnly>
      )}
      {isCheckout ? (
        <CheckoutHeader brand={brand} />
      ) : (
        <SiteHeader
          brand={brand}
          navbar={rootData.navbar ?? null}
          geo={rootData.geo ?? null}
          store={rootData.store ?? null}
          hideLocalitySuggestion={entry?.hideLocalitySuggestionInHeader ?? false}
          signedInName={signedInFirstName(rootData)}
        />
      )}
      {main}
      <ScreenOnly>
        {footer === 'full' && rootData.sale ? <SaleFooterBanner sale={rootData.sale} /> : null}
        {footer === 'none' ? null : <SiteFooter brand={brand} navbar={rootData.navbar ?? null} reduced={footer === 'reduced'} />}
        <MessageBanner />
        <BackToTop focusTargetId={MAIN_CONTENT_ID} />
        <NewsletterGate companyName={brand.companyName} pageType={pageType} blankLayout={entry?.layout === 'blank'} />
        <PageTracker pageType={pageType} enabled={isAutoTrackingEnabled(entry)} />
        <CompareDock pageType={pageType} layout={entry?.layout ?? 'default'} />
        <ChatWidget />
      </ScreenOnly>
      <SessionRuntime brand={brand} />
    </div>
  );
}
