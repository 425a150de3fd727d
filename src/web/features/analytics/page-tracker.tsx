import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { rememberAffiliateClick } from './affiliate-click';
import { trackEvent } from './track-event';
import { inOwnTask } from '../../client/next-task';

interface PageTrackerProps {
  /** The route's page type (the same value as data-page-type on main). */
  pageType: string;
  /** Route data autoTrackingEnabled (default on): a page that reports its own views turns this off. */
  enabled: boolean;
}

/**
 * A page view on each URL change (document 1 section 4), including the first page of the visit,
 * with the page type of the page being shown (like every API call, it goes with the visitor cookie
 * the page makes first: visitor-cookie.ts). It also keeps an affiliate's click reference from the
 * landing address (affiliate-click.ts), whether or not page views are tracked.
 */
export function PageTracker({ pageType, enabled }: PageTrackerProps) {
  const { pathname, search } = useLocation();
  useEffect(() => {
    // Its own task: the first page view makes the visitor cookie and a request, which at page load
    // would lengthen the task of the page's first effects.
    inOwnTask(() => {
      rememberAffiliateClick(search);
      if (enabled) trackEvent({ name: 'page_view', pageType, path: `${pathname}${search}` });
    });
    // Only a change of URL is a new page view; the page type changes together with it.
  }, [pathname, search]);
  return null;
}
