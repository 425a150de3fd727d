/**
 * The affiliate's click reference (document 2 section 4), kept apart from the checkout's analytics
 * builders: every page reads it from the landing address, and only the checkout needs the rest.
 */

/** How long an affiliate's click reference counts for a conversion. */
export const CLICK_REFERENCE_DAYS = 30;

/** The affiliate's click reference in a landing address (`?clickref=`), or null. */
export function clickReferenceFromSearch(search: string): string | null {
  const value = new URLSearchParams(search).get('clickref')?.trim();
  return value && /^[\w.-]{1,100}$/.test(value) ? value : null;
}
