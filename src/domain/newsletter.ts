/**
 * The newsletter popup's rules (document 1 sections 2.5, 4 and 9), pure so they are tested without
 * a browser. The widget in src/web/features/newsletter binds them to the window and storage.
 */
import { PAGE_PREFIXES } from './page-paths';

export const NEWSLETTER_RESHOW_AFTER_MS = 604_800_000;
export const NEWSLETTER_RECHECK_EVERY_MS = 86_400_000;
export const NEWSLETTER_SUCCESS_SHOWN_MS = 4_000;
export const NEWSLETTER_SCROLL_TRIGGER_PX = 250;
export const NEWSLETTER_MIN_WIDTH_PX = 768;

/** Browser storage keys of document 1 section 7. */
export const NEWSLETTER_SUBSCRIBED_KEY = 'waNewsletterSubscription';
export const NEWSLETTER_DISMISSED_KEY = 'waNewsletterSubscriptionExpiry';
/** Timed storage counts in minutes. */
export const NEWSLETTER_DISMISSAL_MINUTES = NEWSLETTER_RESHOW_AFTER_MS / 60_000;

/** Pages that never show the popup: checkout and the contact page (with anything below them)... */
const EXCLUDED_SECTIONS = ['/customer/checkout', '/ask-an-expert'];
/** ...and the pages under brands/, c/ and p/ (the brand listing at /brands itself keeps it). */
const EXCLUDED_PARENTS = [PAGE_PREFIXES.brand, PAGE_PREFIXES.category, PAGE_PREFIXES.product];

export interface NewsletterPage {
  pathname: string;
  pageType: string;
  /** The blank layout hides the shell extras. */
  blankLayout: boolean;
  /** The visitor has products in their compare list (the compare tray is then on screen). */
  hasCompareProducts: boolean;
}

export function newsletterAllowedOn(page: NewsletterPage): boolean {
  if (page.blankLayout || page.pageType === 'checkout') return false;
  const path = page.pathname.toLowerCase();
  const withSlash = path.endsWith('/') ? path : `${path}/`;
  if (EXCLUDED_SECTIONS.some((section) => withSlash.startsWith(`${section}/`))) return false;
  if (EXCLUDED_PARENTS.some((parent) => path.startsWith(parent) && path.length > parent.length)) return false;
  // With the compare tray at the bottom of the screen the popup keeps to the pages where it does not cover it.
  if (page.hasCompareProducts) return path === '/' || path === '' || withSlash === '/compare/';
  return true;
}

/** The popup expands once the visitor has scrolled more than 250 px either way from where they first scrolled. */
export function scrolledPastTrigger(firstScrollY: number, currentScrollY: number): boolean {
  return Math.abs(currentScrollY - firstScrollY) > NEWSLETTER_SCROLL_TRIGGER_PX;
}

/** Subscribed visitors never see it again; a dismissal hides it until its timed value expires. */
export function newsletterWanted(state: { subscribed: boolean; dismissed: boolean; wideEnough: boolean }): boolean {
  return !state.subscribed && !state.dismissed && state.wideEnough;
}
