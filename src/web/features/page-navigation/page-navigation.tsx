import { useState, type MouseEvent } from 'react';
import { visibleEntries, type PageNavigationEntry } from './page-navigation-entries';
import styles from './page-navigation.module.css';

interface PageNavigationProps {
  entries: readonly PageNavigationEntry[];
  /** Names the landmark; defaults to 'On this page'. */
  label?: string;
  /** Below the md breakpoint the tabs stack vertically (default) or keep to one scrolling row. */
  stackOnMobile?: boolean;
}

/**
 * The in-page navigation bar (document 1 section 4): one tab per shown entry; a click scrolls to the
 * element whose id is the entry's uri and marks that tab current. Plain #anchors underneath, so it
 * works without JavaScript; with it the scroll is smooth and focus moves to the section for keyboard users.
 */
export function PageNavigation({ entries, label = 'On this page', stackOnMobile = true }: PageNavigationProps) {
  const shown = visibleEntries(entries);
  const [active, setActive] = useState<string | null>(null);
  if (shown.length === 0) return null;

  const onClick = (event: MouseEvent<HTMLAnchorElement>, uri: string) => {
    const target = document.getElementById(uri);
    if (!target) return;
    event.preventDefault();
    setActive(uri);
    const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    target.scrollIntoView({ behavior: smooth ? 'smooth' : 'auto', block: 'start' });
    // A section is not focusable by itself; -1 lets focus land there without adding a tab stop.
    if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
    target.focus({ preventScroll: true });
    history.replaceState(history.state, '', `#${uri}`);
  };

  return (
    <nav aria-label={label} className={[styles.bar, stackOnMobile ? styles.stack : ''].filter(Boolean).join(' ')}>
      <ul className={styles.list}>
        {shown.map((entry) => (
          <li key={entry.uri}>
            <a
              href={`#${entry.uri}`}
              className={styles.tab}
              aria-current={active === entry.uri ? 'true' : undefined}
              onClick={(event) => onClick(event, entry.uri)}
            >
              {entry.title}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
