import { useEffect, useState } from 'react';
import {
  NEWSLETTER_DISMISSAL_MINUTES,
  NEWSLETTER_DISMISSED_KEY,
  NEWSLETTER_MIN_WIDTH_PX,
  NEWSLETTER_RECHECK_EVERY_MS,
  NEWSLETTER_SUBSCRIBED_KEY,
  newsletterWanted,
} from '../../../domain/newsletter';
import { localStore, timedLocalStorage } from '../../client/timed-local-storage';

const isSubscribed = () => localStore.getItem(NEWSLETTER_SUBSCRIBED_KEY) === 'true';
const isDismissed = () => timedLocalStorage.get<boolean>(NEWSLETTER_DISMISSED_KEY) !== null;

/**
 * Whether this visitor and screen want the popup at all: wide enough (768 px, followed live), not
 * subscribed, and not dismissed within the last seven days. The dismissal is checked again every
 * 24 hours, so a tab left open for a week gets the popup back. False on the server and until the
 * browser has been asked, so the popup never appears in server-rendered HTML.
 */
export function useNewsletterEligibility() {
  const [state, setState] = useState({ subscribed: true, dismissed: true, wideEnough: false });

  useEffect(() => {
    const wide = window.matchMedia(`(min-width: ${NEWSLETTER_MIN_WIDTH_PX}px)`);
    const read = () => setState({ subscribed: isSubscribed(), dismissed: isDismissed(), wideEnough: wide.matches });
    read();
    wide.addEventListener('change', read);
    const recheck = window.setInterval(read, NEWSLETTER_RECHECK_EVERY_MS);
    return () => {
      wide.removeEventListener('change', read);
      window.clearInterval(recheck);
    };
  }, []);

  return {
    wanted: newsletterWanted(state),
    markSubscribed() {
      localStore.setItem(NEWSLETTER_SUBSCRIBED_KEY, 'true');
      setState((s) => ({ ...s, subscribed: true }));
    },
    dismiss() {
      timedLocalStorage.set(NEWSLETTER_DISMISSED_KEY, true, NEWSLETTER_DISMISSAL_MINUTES);
      setState((s) => ({ ...s, dismissed: true }));
    },
  };
}

/** The compare list the compare tray keeps in the browser (document 1 sections 3 and 7). */
export const COMPARE_PRODUCTS_KEY = 'CompareProducts';

export function hasCompareProducts(): boolean {
  try {
    const list: unknown = JSON.parse(localStore.getItem(COMPARE_PRODUCTS_KEY) ?? '[]');
    return Array.isArray(list) && list.length > 0;
  } catch {
    return false;
  }
}
