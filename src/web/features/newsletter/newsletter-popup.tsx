import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { NEWSLETTER_SUCCESS_SHOWN_MS, newsletterAllowedOn, scrolledPastTrigger } from '../../../domain/newsletter';
import { NewsletterForm } from './newsletter-form';
import styles from './newsletter-popup.module.css';
import { onLocalStoreChange } from '../../client/timed-local-storage';
import { COMPARE_PRODUCTS_KEY, hasCompareProducts, useNewsletterEligibility } from './use-newsletter-eligibility';
import { publishBottomBarHeight, useBottomBarHeight } from '../../ui/use-bottom-bar-height';

interface NewsletterPopupProps {
  companyName: string;
  pageType: string;
  blankLayout: boolean;
}

type Mode = 'minimised' | 'expanded' | 'success';

export const NEWSLETTER_INTRO =
  'We are always looking for a way to inspire you with beautiful kitchens, product innovations, and exclusive offers. Sign up today!';

/**
 * The newsletter bottom banner (document 1 sections 2.5 and 4): hidden, then visible minimised; it
 * expands on click or after 250 px of scrolling; closing minimises and hides it for the rest of the
 * visit's page life; a sign-up shows the welcome for 4 seconds and the popup never returns.
 */
export function NewsletterPopup({ companyName, pageType, blankLayout }: NewsletterPopupProps) {
  const { pathname } = useLocation();
  const eligibility = useNewsletterEligibility();
  const [mode, setMode] = useState<Mode>('minimised');
  const [closed, setClosed] = useState(false);
  const [welcomeName, setWelcomeName] = useState('');
  const [pageAllowed, setPageAllowed] = useState(false);
  const panelRef = useRef<HTMLElement>(null);
  const firstFieldFocus = useRef(false);
  const titleId = useId();

  // The compare list lives in localStorage, so the page rule is settled in the browser: per URL,
  // and again whenever the list changes (a product ticked on a listing hides the popup at once).
  useEffect(() => {
    const settle = () => setPageAllowed(newsletterAllowedOn({ pathname, pageType, blankLayout, hasCompareProducts: hasCompareProducts() }));
    settle();
    return onLocalStoreChange(COMPARE_PRODUCTS_KEY, settle);
  }, [pathname, pageType, blankLayout]);

  const visible = mode === 'success' || (eligibility.wanted && pageAllowed && !closed);
  useBottomBarHeight(panelRef, visible);

  // Expand once the visitor has scrolled far enough from where they first scrolled. Listening from
  // the commit that shows the popup (a layout effect), so no scroll slips by before the listener.
  useLayoutEffect(() => {
    if (!visible || mode !== 'minimised') return;
    let firstY: number | null = null;
    const onScroll = () => {
      firstY ??= window.scrollY;
      if (scrolledPastTrigger(firstY, window.scrollY)) setMode('expanded');
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [visible, mode]);

  useEffect(() => {
    if (mode !== 'success') return;
    const timer = window.setTimeout(() => setMode('minimised'), NEWSLETTER_SUCCESS_SHOWN_MS);
    return () => window.clearTimeout(timer);
  }, [mode]);

  // Expanding on its own (by scrolling) must not bury the control the shopper is on (WCAG 2.2
  // 2.4.11): with the taller panel's height published, the focused control scrolls clear of it.
  useLayoutEffect(() => {
    const panel = panelRef.current;
    const active = document.activeElement;
    if (mode !== 'expanded' || firstFieldFocus.current || !panel || !(active instanceof HTMLElement)) return;
    if (active === document.body || panel.contains(active)) return;
    publishBottomBarHeight(panel);
    active.scrollIntoView({ block: 'nearest' });
  }, [mode]);

  // A click on the bar is a request for the form: put the keyboard there too.
  useEffect(() => {
    if (mode === 'expanded' && firstFieldFocus.current) panelRef.current?.querySelector<HTMLInputElement>('input')?.focus();
    firstFieldFocus.current = false;
  }, [mode]);

  if (!visible) return null;

  const close = () => {
    setMode('minimised');
    setClosed(true);
  };

  return (
    <section ref={panelRef} className={styles.popup} data-mode={mode} aria-labelledby={titleId} data-testid="newsletter-popup">
      <div className={styles.bar}>
        {mode === 'minimised' ? (
          <button
            type="button"
            className={styles.expand}
            aria-expanded="false"
            onClick={() => {
              firstFieldFocus.current = true;
              setMode('expanded');
            }}
          >
            <span id={titleId}>Sign up for inspiration and exclusive offers</span>
          </button>
        ) : (
          <h2 id={titleId} className={styles.title}>
            Sign up for inspiration and exclusive offers
          </h2>
        )}
        <button type="button" className={styles.close} onClick={close} aria-label="Close newsletter sign-up">
          <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
            <path d="M3 3l10 10M13 3L3 13" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
      </div>
      {mode === 'expanded' ? (
        <div className={styles.body}>
          <p className={styles.intro}>{NEWSLETTER_INTRO}</p>
          <NewsletterForm
            onSubscribed={(name) => {
              eligibility.markSubscribed();
              setWelcomeName(name);
              setMode('success');
            }}
          />
          <button type="button" className={styles.dismiss} onClick={eligibility.dismiss}>
            Please, dont display this again.
          </button>
        </div>
      ) : null}
      {mode === 'success' ? (
        <p className={styles.success} role="status">
          Thank you{welcomeName ? `, ${welcomeName}` : ''}! Welcome to the {companyName} family.
        </p>
      ) : null}
    </section>
  );
}
