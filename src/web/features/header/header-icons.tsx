import { flushSync } from 'react-dom';
import { Link } from '../../ui/link';
import type { TopNav } from '../../../contracts/navigation';
import type { NavView } from '../../../domain/header-navigation';
import { CART_PANEL_ID, useCartCount } from '../cart/cart-store';
import { useHeaderNav } from '../navigation/header-nav-context';
import visuallyHidden from '../../ui/visually-hidden.module.css';
import styles from './header-icons.module.css';

export const CONTACT_PANEL_ID = 'header-contact-panel';

const ICONS = {
  search: 'M9 3a6 6 0 104.47 10l3.77 3.77 1.06-1.06-3.77-3.77A6 6 0 009 3zm0 1.5a4.5 4.5 0 110 9 4.5 4.5 0 010-9z',
  contactUs: 'M4 4h12a1 1 0 011 1v8a1 1 0 01-1 1H8l-4 3v-3H4a1 1 0 01-1-1V5a1 1 0 011-1zm.5 1.5v7h1v1.5L7.5 12.5h8v-7z',
  project: 'M3 4h5l1.5 2H17v10H3zm1.5 1.5v9h11v-7H8.8L7.3 5.5z',
  account:
    'M10 3a3.5 3.5 0 110 7 3.5 3.5 0 010-7zm0 1.5a2 2 0 100 4 2 2 0 000-4zM3 17c0-3 3-5 7-5s7 2 7 5h-1.5c0-2-2.3-3.5-5.5-3.5S4.5 15 4.5 17z',
  cart: 'M2 3h2.2l.6 2H17l-1.6 7H6.4l-.3 1H16v1.5H4.2l.9-3L3.1 4.5H2zm4.2 3.5l1 4h7l.9-4zM7 16a1 1 0 110 2 1 1 0 010-2zm8 0a1 1 0 110 2 1 1 0 010-2z',
} as const;

function Icon({ path }: { path: string }) {
  return (
    <svg viewBox="0 0 20 20" width="22" height="22" aria-hidden="true" focusable="false">
      <path d={path} fill="currentColor" fillRule="evenodd" />
    </svg>
  );
}

/** Header icons per the top navigation flags of `/api/navbar/` (document 1 section 2.7). */
interface HeaderIconsProps {
  topNav: TopNav | null;
  /** The signed-in first name ('' when unknown), or null when logged out: the phone's account icon. */
  signedInName: string | null;
  className?: string;
}

export function HeaderIcons({ topNav, signedInName, className }: HeaderIconsProps) {
  const { state, dispatch } = useHeaderNav();
  const cartCount = useCartCount();
  const expanded = (view: NavView) => state.open && state.view === view;

  function showSearch() {
    // Rendered at once: the floating header shows its search row only once the search view is open.
    flushSync(() => dispatch({ type: 'toggleView', view: 'search' }));
    // The search view brings the header's search field into use.
    const field = document.querySelector<HTMLElement>('header [role="search"] input, header [role="search"] [role="combobox"]');
    field?.focus();
    field?.scrollIntoView({ block: 'nearest' });
  }

  return (
    <div className={[styles.icons, className].filter(Boolean).join(' ')}>
      {topNav?.displaySearchIcon ? (
        <button type="button" className={`${styles.icon} ${styles.mobileOnly}`} onClick={showSearch}>
          <Icon path={ICONS.search} />
          <span className={styles.label}>
            <span className={visuallyHidden.hidden}>Open </span>Search
          </span>
        </button>
      ) : null}
      {topNav?.displayContactUsIcon ? (
        <button
          type="button"
          className={styles.icon}
          aria-expanded={expanded('contactUs')}
          aria-controls={CONTACT_PANEL_ID}
          onClick={() => dispatch({ type: 'toggleView', view: 'contactUs' })}
        >
          <Icon path={ICONS.contactUs} />
          <span className={styles.label}>Contact</span>
        </button>
      ) : null}
      {topNav?.displayProjectIcon ? (
        <Link to="/project" className={styles.icon}>
          <Icon path={ICONS.project} />
          <span className={styles.label}>Projects</span>
        </Link>
      ) : null}
      <Link to={signedInName === null ? '/account/login' : '/account'} className={`${styles.icon} ${styles.phoneOnly}`}>
        <Icon path={ICONS.account} />
        <span className={`${styles.label} ${styles.name}`}>{signedInName === null ? 'Log In' : signedInName || 'Account'}</span>
      </Link>
      {topNav?.displayCartIcon ? (
        <button
          type="button"
          className={styles.icon}
          aria-expanded={expanded('cart')}
          aria-controls={CART_PANEL_ID}
          // The count is read with the name ("Cart, 3 items"), which still starts with the visible label.
          aria-label={cartCount > 0 ? `Cart, ${cartCount} ${cartCount === 1 ? 'item' : 'items'}` : undefined}
          onClick={() => dispatch({ type: 'toggleView', view: 'cart' })}
        >
          <Icon path={ICONS.cart} />
          <span className={styles.label}>Cart</span>
          {cartCount > 0 ? (
            <span className={styles.count} data-testid="cart-count" aria-hidden="true">
              {cartCount}
            </span>
          ) : null}
        </button>
      ) : null}
    </div>
  );
}
