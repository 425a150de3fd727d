import type { SearchAnalyticsEvent } from '../../../contracts/analytics';
import { browserApi } from '../../client/browser-api';
import { localStore } from '../../client/timed-local-storage';

/** Set after this browser's first search event, so later events say the shopper searched before. */
const REPEAT_USER_KEY = 'searchAnalyticsRepeatUser';

function takeRepeatUserFlag(): boolean {
  const repeat = localStore.getItem(REPEAT_USER_KEY) === 'true';
  if (!repeat) localStore.setItem(REPEAT_USER_KEY, 'true');
  return repeat;
}

/** Product urls are /p/{slug}; the event lists slugs, each within the contract's 100 characters. */
export const productKey = (url: string) => url.replace(/^\/p\//, '').slice(0, 100);

/** Posts the search analytics event of document 3 section 3 without waiting for the answer. */
export function postSearchEvent(event: Pick<SearchAnalyticsEvent, 'analyticsEventType' | 'query' | 'productList' | 'url'>): void {
  void browserApi.post('/api/analytics/search', { body: { ...event, isRepeatUser: takeRepeatUserFlag() } });
}
