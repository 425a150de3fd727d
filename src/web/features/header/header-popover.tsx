import { useEffect, useRef, type ReactNode } from 'react';
import type { NavView } from '../../../domain/header-navigation';
import { useHeaderNav } from '../navigation/header-nav-context';
import styles from './header-popover.module.css';

interface HeaderPopoverProps {
  view: Exclude<NavView, 'none' | 'search'>;
  id: string;
  label: string;
  className?: string;
  children: ReactNode;
}

/**
 * The panel of one header view (store, cart, contact us), opened by a disclosure button with
 * `aria-controls={id}`. Escape closes it and returns focus to that button; so does a press
 * anywhere outside it. Its content is rendered only while open (the cart panel loads on demand).
 */
export function HeaderPopover({ view, id, label, className, children }: HeaderPopoverProps) {
  const { state, dispatch } = useHeaderNav();
  const shown = state.open && state.view === view;
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!shown) return;
    const opener = () => document.querySelector<HTMLElement>(`[aria-controls="${id}"]`);
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      dispatch({ type: 'close' });
      opener()?.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (ref.current?.contains(target) || opener()?.contains(target)) return;
      dispatch({ type: 'close' });
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [shown, id, dispatch]);

  return (
    <div
      ref={ref}
      id={id}
      role="region"
      aria-label={label}
      hidden={!shown}
      className={[styles.popover, className].filter(Boolean).join(' ')}
    >
      {shown ? children : null}
    </div>
  );
}
