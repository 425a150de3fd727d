import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import type { NavCategory } from '../../../contracts/navigation';
import { Container } from '../../ui/container';
import styles from './main-navigation.module.css';
import visuallyHidden from '../../ui/visually-hidden.module.css';
import { NavCategoryPanel } from './nav-category-panel';

/**
 * Main navigation as a disclosure menu with top-level links: each category is a real link (so
 * the menu works without JavaScript) plus a toggle that reveals its subcategories and brands.
 * Escape, a click elsewhere or a navigation closes it.
 */
export function MainNavigation({ categories }: { categories: readonly NavCategory[] }) {
  const [openUri, setOpenUri] = useState<string | null>(null);
  const [mobileOpen, setMobileOpen] = useState(false);
  const navRef = useRef<HTMLElement>(null);
  const location = useLocation();

  useEffect(() => {
    setOpenUri(null);
    setMobileOpen(false);
  }, [location.pathname, location.search]);

  useEffect(() => {
    if (openUri === null) return;
    const closeOnOutsideClick = (event: PointerEvent) => {
      if (!navRef.current?.contains(event.target as Node)) setOpenUri(null);
    };
    document.addEventListener('pointerdown', closeOnOutsideClick);
    return () => document.removeEventListener('pointerdown', closeOnOutsideClick);
  }, [openUri]);

  function onKeyDown(event: React.KeyboardEvent) {
    if (event.key !== 'Escape' || openUri === null) return;
    const toggle = navRef.current?.querySelector<HTMLButtonElement>(`[data-toggle-for="${CSS.escape(openUri)}"]`);
    setOpenUri(null);
    toggle?.focus();
  }

  if (categories.length === 0) return null;
  return (
    <nav aria-label="Main" className={styles.nav} ref={navRef} onKeyDown={onKeyDown}>
      <Container className={styles.inner}>
        <button
          type="button"
          className={styles.menuButton}
          aria-expanded={mobileOpen}
          aria-controls="main-nav-list"
          onClick={() => setMobileOpen((open) => !open)}
        >
          <svg viewBox="0 0 20 20" width="20" height="20" aria-hidden="true" focusable="false">
            <path d="M3 5h14M3 10h14M3 15h14" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
          Shop by category
        </button>
        <ul id="main-nav-list" className={styles.list} data-mobile-open={mobileOpen} data-dense={categories.length > 6}>
          {categories.map((category) => {
            const isOpen = openUri === category.uri;
            const panelId = `nav-panel-${category.uri.replace(/[^a-z0-9]+/gi, '-')}`;
            const hasPanel = category.subCategories.length > 0 || category.brands.length > 0;
            return (
              <li key={category.uri} className={styles.item}>
                <div className={styles.itemRow}>
                  <Link to={category.uri} className={styles.topLink}>
                    {category.name}
                  </Link>
                  {hasPanel ? (
                    <button
                      type="button"
                      className={styles.toggle}
                      aria-expanded={isOpen}
                      aria-controls={panelId}
                      data-toggle-for={category.uri}
                      onClick={() => setOpenUri(isOpen ? null : category.uri)}
                    >
                      <span className={visuallyHidden.hidden}>{category.name} menu</span>
                      <svg viewBox="0 0 12 12" width="12" height="12" aria-hidden="true" focusable="false" className={styles.chevron}>
                        <path d="M2 4l4 4 4-4" stroke="currentColor" strokeWidth="2" fill="none" strokeLinecap="round" />
                      </svg>
                    </button>
                  ) : null}
                </div>
                {hasPanel ? <NavCategoryPanel id={panelId} category={category} hidden={!isOpen} /> : null}
              </li>
            );
          })}
        </ul>
      </Container>
    </nav>
  );
}
