import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Link } from '../../ui/link';
import type { NavCategory } from '../../../contracts/navigation';
import { HOVER_CLOSE_DELAY_MS, hoverPath } from '../../../domain/header-navigation';
import { Container } from '../../ui/container';
import { KeptOnServer } from '../../ui/server-markup';
import visuallyHidden from '../../ui/visually-hidden.module.css';
import { useHeaderNav } from './header-nav-context';
import styles from './main-navigation.module.css';
import { hasPanel, type NavCategorySummary } from '../../shared/nav-summary';

interface MainNavigationProps {
  /** The main categories, server-rendered on every page (crawlable links). */
  categories: readonly NavCategorySummary[];
  /** Every category's panel links, null until the browser has loaded them. */
  panels: readonly NavCategory[] | null;
  /** The shopper reached the navigation (pointer, focus or the menu button): time to load the panels. */
  onReach(): void;
}

// The panels and the phone's menu are drawn only once a shopper reaches for them, so their code
// loads then too (with the panels' links), not with every page.
const loadPanelCode = () => import('./nav-category-panel');
const loadMenuCode = () => import('./mobile-navigation');
const NavCategoryPanel = lazy(() => loadPanelCode().then((module) => ({ default: module.NavCategoryPanel })));
const MobileNavigation = lazy(() => loadMenuCode().then((module) => ({ default: module.MobileNavigation })));

export const panelIdFor = (uri: string) => `nav-panel-${uri.replace(/[^a-z0-9]+/gi, '-')}`;

/**
 * The desktop category bar (document 1 sections 2.7 and 4): hovering a category opens its panel
 * (with the first subcategory), leaving closes it after 100 ms, a click follows the category
 * link. Each category also has a disclosure button for keyboards and touch; Escape closes and
 * returns focus to it. Below 975 px the bar is replaced by the menu button and the mobile navigation.
 */
export function MainNavigation({ categories, panels, onReach }: MainNavigationProps) {
  const { state, dispatch, mobile, onLinkClick } = useHeaderNav();
  // Once opened, the phone's menu stays mounted: its dialog closes itself and gives focus back.
  const [menuUsed, setMenuUsed] = useState(false);
  const menuShown = mobile && state.open && state.view === 'none';
  useEffect(() => {
    if (menuShown) setMenuUsed(true);
  }, [menuShown]);
  const reach = () => {
    onReach();
    void loadPanelCode();
  };
  const [openPath, setOpenPath] = useState<string[]>([]);
  const navRef = useRef<HTMLElement>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const lastPointer = useRef<string>('mouse');
  // A category hovered before the panels arrived: its first subcategory opens when they do.
  const hoveredBeforePanels = useRef<string | null>(null);
  const openUri = openPath[0] ?? null;

  useEffect(() => {
    const hovered = hoveredBeforePanels.current;
    if (!panels || hovered === null) return;
    hoveredBeforePanels.current = null;
    setOpenPath((path) => (path.length === 1 && path[0] === hovered ? hoverPath(panels, hovered) : path));
  }, [panels]);

  const cancelClose = () => clearTimeout(closeTimer.current);
  const scheduleClose = () => {
    cancelClose();
    closeTimer.current = setTimeout(() => setOpenPath([]), HOVER_CLOSE_DELAY_MS);
  };
  useEffect(() => cancelClose, []);

  // Opening another header view (store, cart...) or navigating closes the dropdown.
  useEffect(() => setOpenPath([]), [state]);

  useEffect(() => {
    if (openUri === null) return;
    const closeOnOutsidePointer = (event: PointerEvent) => {
      if (!navRef.current?.contains(event.target as Node)) setOpenPath([]);
    };
    document.addEventListener('pointerdown', closeOnOutsidePointer);
    return () => document.removeEventListener('pointerdown', closeOnOutsidePointer);
  }, [openUri]);

  function onKeyDown(event: React.KeyboardEvent) {
    if (event.key !== 'Escape' || openUri === null) return;
    const toggle = navRef.current?.querySelector<HTMLButtonElement>(`[data-toggle-for="${CSS.escape(openUri)}"]`);
    setOpenPath([]);
    toggle?.focus();
  }

  if (categories.length === 0) return null;
  return (
    <nav aria-label="Main" className={styles.nav} ref={navRef} onKeyDown={onKeyDown} onPointerEnter={reach} onFocus={reach}>
      <Container className={styles.inner}>
        <button
          type="button"
          className={styles.menuButton}
          aria-expanded={state.open && state.view === 'none'}
          aria-haspopup="dialog"
          onClick={() => dispatch({ type: 'toggleMenu' })}
        >
          <svg viewBox="0 0 20 20" width="20" height="20" aria-hidden="true" focusable="false">
            <path d="M3 5h14M3 10h14M3 15h14" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
          Shop by category
        </button>
        {/* The server keeps the bar's HTML per set of categories; every item is closed there. */}
        <KeptOnServer as="ul" className={styles.list} data-dense={categories.length > 6} fragment="main-navigation" drawnFrom={categories}>
          {categories.map((category) => {
            const isOpen = openUri === category.uri;
            const panelId = panelIdFor(category.uri);
            const withPanel = hasPanel(category);
            const panel = panels?.find((full) => full.uri === category.uri);
            return (
              <li
                key={category.uri}
                className={styles.item}
                onPointerEnter={(event) => {
                  lastPointer.current = event.pointerType;
                  if (event.pointerType !== 'mouse' || !withPanel) return;
                  cancelClose();
                  if (isOpen) return;
                  if (!panels) hoveredBeforePanels.current = category.uri;
                  setOpenPath(hoverPath(panels ?? [], category.uri));
                }}
                onPointerLeave={(event) => {
                  if (event.pointerType === 'mouse' && isOpen) scheduleClose();
                }}
              >
                <div className={styles.itemRow}>
                  <Link
                    to={category.uri}
                    className={styles.topLink}
                    onPointerDown={(event) => (lastPointer.current = event.pointerType)}
                    onClick={(event) => {
                      // On touch the first tap opens the panel and a tap on the open one closes it;
                      // the panel's "Shop all" link goes to the category.
                      if (event.detail !== 0 && lastPointer.current !== 'mouse' && withPanel) {
                        event.preventDefault();
                        setOpenPath(isOpen ? [] : [category.uri]);
                        return;
                      }
                      onLinkClick(category.uri);
                    }}
                  >
                    {category.name}
                  </Link>
                  {withPanel ? (
                    <button
                      type="button"
                      className={styles.toggle}
                      aria-expanded={isOpen}
                      aria-controls={panelId}
                      data-toggle-for={category.uri}
                      onClick={() => setOpenPath(isOpen ? [] : [category.uri])}
                    >
                      <span className={visuallyHidden.hidden}>{category.name} menu</span>
                      <svg viewBox="0 0 12 12" width="12" height="12" aria-hidden="true" focusable="false" className={styles.chevron}>
                        <path d="M2 4l4 4 4-4" stroke="currentColor" strokeWidth="2" fill="none" strokeLinecap="round" />
                      </svg>
                    </button>
                  ) : null}
                </div>
                {/* Only the open panel is rendered, once its links are here: every page would
                    otherwise carry the whole mega-navigation in its HTML and hydration data. */}
                {panel && isOpen ? (
                  <Suspense fallback={null}>
                    <NavCategoryPanel
                      id={panelId}
                      category={panel}
                      activeUri={openPath[1] ?? null}
                      onActivate={(uri) => setOpenPath([category.uri, uri])}
                      onLinkClick={onLinkClick}
                    />
                  </Suspense>
                ) : null}
              </li>
            );
          })}
        </KeptOnServer>
      </Container>
      {menuUsed ? (
        <Suspense fallback={null}>
          <MobileNavigation categories={categories} panels={panels} onOpen={onReach} />
        </Suspense>
      ) : null}
    </nav>
  );
}
