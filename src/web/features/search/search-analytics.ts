import type { SearchAnalyticsEvent } from '../../../contracts/analytics';
import { browserApi } from '../../client/browser-api';

/** Set after this browser's first search event, so later events say the shopper searched before. */
const REPEAT_USER_KEY = 'searchAnalyticsRepeatUser';

function takeRepeatUserFlag(): boolean {
  try {
    const repeat = window.localStorage.getItem(REPEAT_USER_KEY) === 'true';
    if (!repeat) window.localStorage.setItem(REPEAT_USER_KEY, 'true');
    return repeat;
  } catch {
    // Storage can be switched off; the event is still worth sending.
    return false;
  }
}

/** Product urls are /p/{slug}; the event lists slugs, each within the contract's 100 characters. */
export const productKey = (url: string) => url.replace(/^\/p\//, '').slice(0, 100);

/** Posts the search analytics event of document 3 section 3 without waiting for the answer. */
export function postSearchEvent(event: Pick<SearchAnalyticsEvent, 'analyticsEventType' | 'query' | 'productList' | 'url'>): void {
  void browserApi.post('/api/analytics/search', { ...event, isRepeatUser: takeRepeatUserFlag() });
}
