/** Types of the route table (document 1 section 2.1). */
export type PageType =
  | 'generic'
  | 'homepage'
  | 'categoryPage'
  | 'brandPage'
  | 'promoPage'
  | 'filter'
  | 'search'
  | 'topic'
  | 'sale'
  | 'promotions'
  | 'accounts'
  | 'shoppingCart'
  | 'orderConfirmation'
  | 'OrderSummary'
  | 'productComparison'
  | 'checkout'
  | 'product'
  | 'rescheduleDelivery'
  | 'afterpay'
  | 'zipPay'
  | 'vouchers'
  | 'cartBuilder'
  | 'klarna'
  | 'humm'
  | 'referAFriend'
  | 'contactUs'
  | 'resetPassword'
  | 'siteMap'
  | 'static'
  | 'blog'
  | 'project'
  | 'performanceDashboard'
  | 'pages'
  | 'virtualTour';

/** `blank` hides the shell extras (admin bar, side panel, compare tray, newsletter popup). */
export type RouteLayout = 'default' | 'blank';

export interface RouteEntry {
  id: string;
  /** Path without the leading slash; '' is home and '*' the not-found catch-all. */
  path: string;
  /** Module under src/web/routes; placeholder modules serve several routes. */
  file: string;
  pageType: PageType;
  /** The page's own heading, also the first part of its title. */
  heading: string;
  /** One sentence for placeholder pages and the meta description. */
  summary: string;
  layout?: RouteLayout;
  hideLocalitySuggestionInHeader?: boolean;
  /** Page views are tracked on each URL change unless a page tracks itself (default on). */
  autoTrackingEnabled?: boolean;
}

/** Module that renders the routes whose features come later: heading and summary inside the frame. */
export const PLACEHOLDER = 'routes/placeholder-page.tsx';
