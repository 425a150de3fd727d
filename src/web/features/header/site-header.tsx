import { useRef } from 'react';
import { Link } from '../../ui/link';
import type { Geo } from '../../../contracts/places';
import type { StoreSummary } from '../../shared/store-summary';
import type { BrandConfig } from '../../../domain/brands';
import { Wordmark } from '../../brands/wordmarks';
import { Container } from '../../ui/container';
import { useRegionIdParam } from '../delivery-location/use-region-id';
import { HeaderNavProvider, useHeaderNav } from '../navigation/header-nav-context';
import { MainNavigation } from '../navigation/main-navigation';
import type { NavbarSummary } from '../../shared/nav-summary';
import { useNavbar } from '../navigation/use-navbar';
import { SiteSearch } from '../search/site-search';
import { useSignedInName } from '../session/use-signed-in-name';
import { ContactPanel } from './contact-panel';
import { CartSlideOut } from './cart-slide-out-panel';
import { useCartHeader } from '../cart/cart-dock';
import { CONTACT_PANEL_ID, HeaderIcons } from './header-icons';
import { HeaderPopover } from './header-popover';
import styles from './site-header.module.css';
import { useStickyHeader } from './use-sticky-header';
import { UtilityBar } from './utility-bar';

interface SiteHeaderProps {
  brand: BrandConfig;
  navbar: NavbarSummary | null;
  geo: Geo | null;
  /** The visitor's store, what the store panel shows. */
  store: StoreSummary | null;
  hideLocalitySuggestion: boolean;
  /** The first name the server knew from the session cookie, for the first paint; null when signed out. */
  signedInName: string | null;
}

/** The header of every page but checkout: utility bar, logo, search, icons and the main navigation. */
export function SiteHeader(props: SiteHeaderProps) {
  return (
    <HeaderNavProvider>
      <HeaderContent {...props} />
    </HeaderNavProvider>
  );
}

function HeaderContent({ brand, navbar: navbarFromServer, geo, store, hideLocalitySuggestion, signedInName }: SiteHeaderProps) {
  const { summary: navbar, panels, loadPanels } = useNavbar(navbarFromServer);
  const name = useSignedInName(signedInName);
  const { mobile, state } = useHeaderNav();
  const headerRef = useRef<HTMLElement>(null);
  const stickyPhase = useStickyHeader(headerRef, mobile);
  useRegionIdParam(brand.country);
  useCartHeader();
  return (
    <>
      <header
        className={styles.header}
        ref={headerRef}
        data-sticky={stickyPhase}
        data-search-open={state.open && state.view === 'search' ? '' : undefined}
      >
        <div className={styles.utility}>
          <UtilityBar brand={brand} geo={geo} store={store} hideLocalitySuggestion={hideLocalitySuggestion} />
        </div>
        <Container className={styles.bar}>
          <Link to="/" className={styles.logo}>
            <Wordmark app={brand.app} title={`${brand.companyName} home`} text={brand.wordmark} />
          </Link>
          <SiteSearch brand={brand} className={styles.search} />
          <nav aria-label="Account" className={styles.quickLinks}>
            <Link to="/stores">Stores</Link>
            {name === null ? (
              <Link to="/account/login">Log In</Link>
            ) : (
              <>
                {/* The signed-in user's button links to the account page (document 3 section 2). */}
                <Link to="/account">{name ? `Hi, ${name}` : 'My Account'}</Link>
                <Link to="/account/logout">Log Out</Link>
              </>
            )}
          </nav>
          <HeaderIcons topNav={navbar?.topNav ?? null} signedInName={name} className={styles.icons} />
          <HeaderPopover view="contactUs" id={CONTACT_PANEL_ID} label="Contact us">
            <ContactPanel brand={brand} />
          </HeaderPopover>
          <CartSlideOut />
        </Container>
        <MainNavigation categories={navbar?.mainNav ?? []} panels={panels?.mainNav ?? null} onReach={loadPanels} />
      </header>
      {/* Holds the header's place while it floats, so the page does not jump. */}
      <div className={styles.spacer} aria-hidden="true" />
    </>
  );
}
