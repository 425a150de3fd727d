import type { TrackedEvent } from '../../../contracts/analytics';
import { apiBeacon, browserApi } from '../../client/browser-api';

export const EVENTS_PATH = '/api/analytics/events';

/**
 * Sends one storefront event to our own API (document 1 section 7). A beacon survives the page
 * being left (a click that navigates away, a closed tab) and never delays it; where beacons are
 * missing or refused, a plain POST does the same job. Tracking never throws into the caller.
 */
export function trackEvent(event: TrackedEvent): void {
  if (typeof window === 'undefined') return;
  const body = JSON.stringify(event);
  try {
    // A string is sent as text/plain, which a beacon may carry without a CORS preflight; the API reads it as JSON.
    if (apiBeacon(EVENTS_PATH, body)) return;
  } catch {
    // Fall through to fetch.
  }
  void browserApi.post(EVENTS_PATH, { body: event });
}
