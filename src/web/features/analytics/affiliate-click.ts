import { CLICK_REFERENCE_DAYS, clickReferenceFromSearch } from '../../../domain/affiliate-click-reference';
import { timedLocalStorage } from '../../client/timed-local-storage';

const CLICK_REFERENCE_KEY = 'affiliate-click-reference';
const MINUTES_PER_DAY = 24 * 60;

/**
 * An affiliate's visitor lands with `?clickref=`; the reference is kept for 30 days (document 2
 * section 4) so an order placed within them is reported to the affiliate as its conversion.
 * A later click from an affiliate replaces it and starts the 30 days again.
 */
export function rememberAffiliateClick(search: string): void {
  const reference = clickReferenceFromSearch(search);
  if (reference) timedLocalStorage.set(CLICK_REFERENCE_KEY, reference, CLICK_REFERENCE_DAYS * MINUTES_PER_DAY);
}

/** The click reference of the last 30 days, or null. */
export function affiliateClickReference(): string | null {
  return timedLocalStorage.get<string>(CLICK_REFERENCE_KEY);
}
