import { createContext, useCallback, useContext, useEffect, useMemo, useReducer, type Dispatch, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { isMobileLayout } from '../../../domain/breakpoints';
import {
  closedNavigation,
  headerNavReducer,
  locksScroll,
  type HeaderNavAction,
  type HeaderNavState,
} from '../../../domain/header-navigation';
import { useViewportWidth } from '../../client/use-viewport-width';

interface HeaderNavContextValue {
  state: HeaderNavState;
  dispatch: Dispatch<HeaderNavAction>;
  /** Below 975 px; false until the width is known (server render, first client render). */
  mobile: boolean;
  /**
   * For links in the navigation: following a link to the page already shown does not change the
   * page, so the navigation closes and the page scrolls to the top here.
   */
  onLinkClick(to: string): void;
}

const HeaderNavContext = createContext<HeaderNavContextValue | null>(null);

/** Widgets outside the header (the landing banner's search button) ask for the search view with this event. */
export const SEARCH_VIEW_REQUEST_EVENT = 'storefront:search-view-request';

/** Switches the header navigation to its search view (it stays open when already there). */
export function requestSearchView(): void {
  window.dispatchEvent(new Event(SEARCH_VIEW_REQUEST_EVENT));
}

export function HeaderNavProvider({ children }: { children: ReactNode }) {
  const [state, dispatch] = useReducer(headerNavReducer, closedNavigation);
  const width = useViewportWidth();
  const mobile = width !== null && isMobileLayout(width);
  const location = useLocation();
  const locked = locksScroll(state, mobile);

  // Every route end closes the navigation (ScrollRestoration scrolls new pages to the top).
  useEffect(() => dispatch({ type: 'close' }), [location.key]);

  // The page behind the mobile navigation does not scroll; closing gives the scroll back.
  useEffect(() => {
    if (!locked) return;
    const previous = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = previous;
    };
  }, [locked]);

  // A search button elsewhere on the page opens the search view; toggling would close it when already open.
  const searchOpen = state.open && state.view === 'search';
  useEffect(() => {
    if (searchOpen) return;
    const open = () => dispatch({ type: 'toggleView', view: 'search' });
    window.addEventListener(SEARCH_VIEW_REQUEST_EVENT, open);
    return () => window.removeEventListener(SEARCH_VIEW_REQUEST_EVENT, open);
  }, [searchOpen]);

  // Growing to the desktop layout leaves no mobile menu open behind the desktop bar.
  useEffect(() => {
    if (!mobile) dispatch({ type: 'close' });
  }, [mobile]);

  const here = location.pathname + location.search;
  const onLinkClick = useCallback(
    (to: string) => {
      if (to !== here && to !== location.pathname) return;
      dispatch({ type: 'close' });
      window.scrollTo({ top: 0 });
    },
    [here, location.pathname],
  );

  const value = useMemo(() => ({ state, dispatch, mobile, onLinkClick }), [state, mobile, onLinkClick]);
  return <HeaderNavContext.Provider value={value}>{children}</HeaderNavContext.Provider>;
}

export function useHeaderNav(): HeaderNavContextValue {
  const value = useContext(HeaderNavContext);
  if (!value) throw new Error('useHeaderNav must be used inside HeaderNavProvider');
  return value;
}
