import { useEffect, useState } from 'react';
import floating from '../../ui/floating-control.module.css';
import { scrollToTop } from './scroll-to-top';
import styles from './back-to-top.module.css';

interface BackToTopProps {
  /** The element focus moves to once the page is back at the top: the skip link's target. */
  focusTargetId: string;
}

/**
 * 'Back to top' (document 1 sections 2.2 and 9): appears once the page is scrolled, hidden on
 * screens under 768 px (by CSS), scrolls up over 600 ms and then moves keyboard focus to the top
 * of the content, so the next Tab continues from there rather than from the bottom of the page.
 */
export function BackToTop({ focusTargetId }: BackToTopProps) {
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const update = () => setVisible(window.scrollY > 0);
    // Reading scrollY lays the page out; read at once, it would add the page's first layout to the
    // hydration task (20 ms at 4x CPU). The next frame lays the page out anyway.
    const firstFrame = requestAnimationFrame(update);
    window.addEventListener('scroll', update, { passive: true });
    return () => {
      cancelAnimationFrame(firstFrame);
      window.removeEventListener('scroll', update);
    };
  }, []);

  const onClick = () =>
    scrollToTop(() => {
      document.getElementById(focusTargetId)?.focus({ preventScroll: true });
    });

  return (
    <button
      type="button"
      className={`${styles.button} ${floating.compact}`}
      hidden={!visible}
      aria-label="Back to top"
      data-testid="back-to-top"
      onClick={onClick}
    >
      <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
        <path
          d="M8 13V3M3.5 7.5L8 3l4.5 4.5"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <span className={floating.label}>Back to top</span>
    </button>
  );
}
