import { useEffect, useRef } from 'react';
import { Link } from '../../ui/link';
import type { NavCategory } from '../../../contracts/navigation';
import { useHeaderNav } from './header-nav-context';
import styles from './mobile-navigation.module.css';
import type { NavCategorySummary } from '../../shared/nav-summary';

interface MobileNavigationProps {
  categories: readonly NavCategorySummary[];
  /** Every category's subcategory and brand links, null until the browser has loaded them. */
  panels: readonly NavCategory[] | null;
  /** The drawer opened: the panels are about to be needed. */
  onOpen(): void;
}

/**
 * The mobile navigation (below 975 px): a modal drawer with the category stack of document 1
 * section 4. A category with subcategories opens on tap, a tap on the open one closes it, Back
 * pops the stack, a category without subcategories navigates. Closing (button, Escape, backdrop
 * or any navigation) resets the view and clears the stack.
 */
export function MobileNavigation({ categories, panels, onOpen }: MobileNavigationProps) {
  const { state, dispatch, mobile, onLinkClick } = useHeaderNav();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const shown = mobile && state.open && state.view === 'none';

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (shown && !dialog.open) dialog.showModal();
    if (!shown && dialog.open) dialog.close();
    if (shown) onOpen();
  }, [shown, onOpen]);

  const openUri = state.stack[state.stack.length - 1];
  const open = categories.find((category) => category.uri === openUri);
  // The open category's links; its level shows "Shop all" until they arrive.
  const openLinks = panels?.find((category) => category.uri === openUri) ?? { subCategories: [], brands: [] };
  const close = () => dispatch({ type: 'close' });

  return (
    <dialog
      ref={dialogRef}
      className={styles.drawer}
      aria-label="Menu"
      // The open drawer blocks the chat widget (document 3, blocker "mobile-nav").
      data-blocks-chat={shown ? 'mobile-nav' : undefined}
      // Escape: the dialog closes itself; the state follows.
      onCancel={(event) => {
        event.preventDefault();
        close();
      }}
      onClick={(event) => {
        if (event.target === dialogRef.current) close();
      }}
    >
      {shown ? (
        <div className={styles.sheet}>
          <div className={styles.top}>
            {open ? (
              <button type="button" className={styles.back} onClick={() => dispatch({ type: 'back' })}>
                <span aria-hidden="true">‹</span> Back
              </button>
            ) : (
              <p className={styles.title}>Shop by category</p>
            )}
            <button type="button" className={styles.close} onClick={close} aria-label="Close menu">
              <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
                <path d="M3 3l10 10M13 3L3 13" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </svg>
            </button>
          </div>
          {open ? (
            <div className={styles.level}>
              <button
                type="button"
                className={styles.openCategory}
                aria-expanded="true"
                onClick={() => dispatch({ type: 'tapCategory', uri: open.uri, parents: [] })}
              >
                {open.name}
              </button>
              <ul className={styles.list}>
                <li>
                  <Link to={open.uri} className={styles.row} onClick={() => onLinkClick(open.uri)}>
                    Shop all {open.name}
                  </Link>
                </li>
                {openLinks.subCategories.map((sub) => (
                  <li key={sub.uri}>
                    <Link to={sub.uri} className={styles.row} onClick={() => onLinkClick(sub.uri)}>
                      {sub.name}
                    </Link>
                  </li>
                ))}
              </ul>
              {openLinks.brands.length > 0 ? (
                <>
                  <p className={styles.groupHeading}>Top brands</p>
                  <ul className={styles.list}>
                    {openLinks.brands.map((brand) => (
                      <li key={brand.uri}>
                        <Link to={brand.uri} className={styles.row} onClick={() => onLinkClick(brand.uri)}>
                          {brand.name}
                        </Link>
                      </li>
                    ))}
                  </ul>
                </>
              ) : null}
            </div>
          ) : (
            <ul className={styles.list}>
              {categories.map((category) =>
                category.subCategoryCount > 0 ? (
                  <li key={category.uri}>
                    <button
                      type="button"
                      className={styles.row}
                      aria-expanded="false"
                      onClick={() => dispatch({ type: 'tapCategory', uri: category.uri, parents: [] })}
                    >
                      {category.name}
                      <span aria-hidden="true" className={styles.chevron}>
                        ›
                      </span>
                    </button>
                  </li>
                ) : (
                  <li key={category.uri}>
                    <Link to={category.uri} className={styles.row} onClick={() => onLinkClick(category.uri)}>
                      {category.name}
                    </Link>
                  </li>
                ),
              )}
              {[
                { to: '/brands', text: 'All brands' },
                { to: '/stores', text: 'Stores' },
                { to: '/account', text: 'Account' },
              ].map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className={`${styles.row} ${styles.secondary}`} onClick={() => onLinkClick(link.to)}>
                    {link.text}
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </div>
      ) : null}
    </dialog>
  );
}
